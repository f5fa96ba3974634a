import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SUPPORT_CATEGORIES, SUPPORT_MESSAGE_MAX_LENGTH } from '@kusasa/domain/rules/support';
import { type SupportSubmitted, supportRequestInputSchema } from '@kusasa/domain/schemas/support';
import { supportTexts as texts } from '@kusasa/domain/support-texts';
import type { PageProps } from '../../lib/page-props';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmailField, InputField, SelectField, TextareaField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, splitFieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { SUPPORT_CONTACT } from '../../lib/support-contact';
import { useSubmitSupport } from './api/submit-support';

const FIELDS = new Set(['name', 'email', 'category', 'subject', 'message']);
const categoryOptions = SUPPORT_CATEGORIES.map((category) => ({ value: category, label: category }));
const linkClass = 'font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300';

/**
 * /support, Contact Us (seed 001; also 'Contact Support' on the payment pages): a message to the
 * support team, prefilled with a signed-in user's name and email, stored and acknowledged by mail.
 */
export default function SupportPage(_props: PageProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const [sent, setSent] = useState<SupportSubmitted | null>(null);
  return (
    <Container className="grid max-w-3xl gap-6 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{texts.title}</h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{texts.intro}</p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {texts.tryFaqs}{' '}
          <Link to="/faqs" className={linkClass}>
            FAQs
          </Link>{' '}
          ·{' '}
          <Link to="/thandi" className={linkClass}>
            Thandi
          </Link>
        </p>
      </header>
      <Card className="p-5 sm:p-6">
        {sent ? (
          <div className="grid gap-4">
            <Alert tone="success">{sent.message}</Alert>
            <div>
              <Button variant="outline" onClick={() => setSent(null)}>
                {texts.sendAnother}
              </Button>
            </div>
          </div>
        ) : (
          // Keyed by the user, so the prefill follows a session that loads after the first render.
          <SupportForm key={user?.id ?? 'guest'} name={user?.fullName ?? ''} email={user?.email ?? ''} onSent={setSent} />
        )}
      </Card>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {texts.hours} Email:{' '}
        <a href={`mailto:${SUPPORT_CONTACT.email}`} className={linkClass}>
          {SUPPORT_CONTACT.email}
        </a>
      </p>
    </Container>
  );
}

function SupportForm({ name, email, onSent }: { name: string; email: string; onSent: (sent: SupportSubmitted) => void }) {
  const [values, setValues] = useState({ name, email, category: '', subject: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt);
  const submit = useSubmitSupport();

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = supportRequestInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          const { shown, other } = splitFieldErrors(error.fields, FIELDS);
          setErrors(shown);
          if (other.length > 0) setFormError(other.join(' '));
        } else {
          setFormError(error instanceof ApiError && error.status === 429 ? error.message : texts.failed);
        }
        setAttempt((n) => n + 1);
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={texts.title}>
      {formError && (
        <Alert tone="error" focusable>
          {formError}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id="support-name" label={texts.name} autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} maxLength={100} />
        <EmailField id="support-email" label={texts.email} value={values.email} onChange={set('email')} error={errors.email} maxLength={254} />
      </div>
      <SelectField
        id="support-category"
        label={texts.category}
        placeholder={texts.categoryPlaceholder}
        options={categoryOptions}
        value={values.category}
        onChange={set('category')}
        error={errors.category}
      />
      <InputField id="support-subject" label={texts.subject} value={values.subject} onChange={set('subject')} error={errors.subject} maxLength={150} />
      <TextareaField
        id="support-message"
        label={texts.message}
        hint={`${texts.messageHint} ${values.message.length}/${SUPPORT_MESSAGE_MAX_LENGTH}`}
        rows={6}
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
      />
      <div>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
