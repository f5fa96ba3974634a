import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { partnerLabels as labels, partnerInquiryTexts as iq } from '@kusasa/domain/partner-texts';
import { INQUIRY_HONEYPOT_FIELD, INQUIRY_INSTITUTION_TYPES, INQUIRY_STUDENT_COUNTS, INQUIRY_TIERS } from '@kusasa/domain/rules/partners';
import { inquiryRequestSchema } from '@kusasa/domain/schemas/partners/inquiries';
import { Alert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmailField, InputField, SelectField, TextareaField } from '../../components/ui/field';
import { NEEDS_APP_CLASS } from '../../components/ui/waiting-for-app';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, useFocusFirstInvalid } from '../../lib/form-errors';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { getInquiryForm, submitInquiry } from './api/inquiry';

const empty = {
  institutionName: '',
  institutionType: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  website: '',
  studentCount: '',
  interestedTier: '',
  message: '',
};
type Values = typeof empty;
const studentCountLabel = (value: string) => (value === '<1000' ? 'Fewer than 1,000' : value === '10000+' ? '10,000 or more' : `${value.replace('-', ' to ')}`);

/**
 * /partner-inquiry (seed 002): the public partnership inquiry, idle, submitting and thank-you.
 * Bots are kept out without a captcha (decision 0162): a token fetched when the form opens and a
 * hidden field people never fill; the server decides, the page only carries them.
 */
export default function PartnerInquiryPage({ title }: PageProps) {
  const [values, setValues] = useState<Values>(empty);
  const [honeypot, setHoneypot] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'submitting' | 'submitted'>('idle');
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);

  const loadToken = useCallback((signal?: AbortSignal) => {
    getInquiryForm(signal).then(
      ({ formToken }) => setToken(formToken),
      () => undefined, // sending without one asks again (below)
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    loadToken(controller.signal);
    return () => controller.abort();
  }, [loadToken]);

  const field = (name: keyof Values) => ({
    id: `inquiry-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      ...values,
      studentCount: values.studentCount || null,
      interestedTier: values.interestedTier || null,
      formToken: token ?? '',
      [INQUIRY_HONEYPOT_FIELD]: honeypot || undefined,
    };
    const parsed = inquiryRequestSchema.safeParse(body);
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues);
    delete found.formToken;
    setErrors(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    try {
      if (!token) throw new ApiError({ code: 'VALIDATION', message: iq.formExpired, status: 400, fields: { formToken: iq.formExpired } });
      await submitInquiry(body as Parameters<typeof submitInquiry>[0]);
      toast.success(iq.submitted);
      setState('submitted');
    } catch (error) {
      setState('idle');
      if (error instanceof ApiError && error.fields.formToken) {
        // Expired or missing: a fresh token, and the person sends again.
        loadToken();
        setFormError(iq.formExpired);
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
      } else {
        setFormError(error instanceof ApiError && error.status === 429 ? error.message : iq.submitFailed);
        toast.error(iq.submitFailed);
      }
      setAttempt((count) => count + 1);
    }
  };

  if (state === 'submitted') {
    return (
      <Container className="max-w-2xl py-10">
        <section
          aria-labelledby="inquiry-thanks"
          className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-center dark:border-emerald-800 dark:bg-emerald-950/50"
        >
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-700 dark:text-emerald-400" />
          <h1 id="inquiry-thanks" className="mt-3 text-2xl font-bold text-slate-950 dark:text-white">
            Thank you!
          </h1>
          <p role="status" className="mt-2 text-slate-800 dark:text-slate-200">
            {iq.submitted} {iq.replyPromise}
          </p>
          <Link to="/" className={buttonVariants({ variant: 'outline', className: 'mt-5' })}>
            Back to Home
          </Link>
        </section>
      </Container>
    );
  }

  const submitting = state === 'submitting';
  return (
    <Container className="max-w-3xl py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Tell us about your institution and how you would like to work with Kusasa. {iq.replyPromise}</p>
      {/* A document page (decision 0428): the form needs the app, which starts on the first focus of a field. */}
      <noscript>
        <Alert tone="info" className="mt-6">
          {iq.needsJavaScript}
        </Alert>
      </noscript>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className={`mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 ${NEEDS_APP_CLASS}`}
        aria-busy={submitting}
      >
        {formError && (
          <Alert tone="error" focusable className="sm:col-span-2">
            {formError}
          </Alert>
        )}
        <InputField label="Institution Name" required autoComplete="organization" className="sm:col-span-2" {...field('institutionName')} />
        <SelectField
          label="Institution Type"
          required
          placeholder="Select the type"
          options={INQUIRY_INSTITUTION_TYPES.map((value) => ({ value, label: labels.inquiryInstitutionTypes[value] }))}
          {...field('institutionType')}
        />
        <InputField label="Contact Name" required autoComplete="name" {...field('contactName')} />
        <EmailField label="Contact Email" required {...field('contactEmail')} />
        <InputField label="Contact Phone (optional)" type="tel" autoComplete="tel" {...field('contactPhone')} />
        <InputField label="Website (optional)" type="url" autoComplete="url" placeholder="https://" {...field('website')} />
        <SelectField
          label="Number of Students (optional)"
          placeholder="Select a range"
          options={INQUIRY_STUDENT_COUNTS.map((value) => ({ value, label: studentCountLabel(value) }))}
          {...field('studentCount')}
        />
        <SelectField
          label="Interested Tier (optional)"
          placeholder="Select a tier"
          options={INQUIRY_TIERS.map((value) => ({ value, label: labels.inquiryTiers[value] }))}
          {...field('interestedTier')}
        />
        <TextareaField label="Message (optional)" className="sm:col-span-2" {...field('message')} />
        {/* People never see or fill this; a bot that fills it is answered as if it had succeeded. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`inquiry-${INQUIRY_HONEYPOT_FIELD}`}>Fax</label>
          <input
            id={`inquiry-${INQUIRY_HONEYPOT_FIELD}`}
            name={INQUIRY_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting} needsApp>
            {submitting ? 'Submitting...' : 'Submit Inquiry'}
          </Button>
        </div>
      </form>
    </Container>
  );
}
