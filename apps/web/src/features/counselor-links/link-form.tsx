import { type FormEvent, useRef, useState } from 'react';
import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { newLinkSchema } from '@kusasa/domain/schemas/counselors/links';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { InputField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { linkByCode, useLinksChange } from './api/counselor-links';
import { CardSection } from '../../components/ui/card-section';
import { type TermsValues, parseTerms } from './terms';
import { TermsFields } from './terms-fields';

const t = counselorLinkTexts.link;

/** Linking by the counselor's code: the code, the scopes, the end date and the wording's version are sent. */
export function LinkForm({ defaultEndsOn }: { defaultEndsOn: string }) {
  const [code, setCode] = useState('');
  const [values, setValues] = useState<TermsValues>({ scopes: [], endsOn: defaultEndsOn });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  const link = useLinksChange(linkByCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const terms = parseTerms(values);
    const codeCheck = newLinkSchema.shape.code.safeParse(code);
    const next: FieldErrors = 'errors' in terms ? { ...terms.errors } : {};
    if (!codeCheck.success) next.code = codeCheck.error.issues[0]?.message ?? t.codeHint;
    setErrors(next);
    if ('errors' in terms || !codeCheck.success) return setAttempt((count) => count + 1);
    link.mutate(
      { code: codeCheck.data, ...terms.terms },
      {
        onSuccess: () => {
          setCode('');
          setValues({ scopes: [], endsOn: defaultEndsOn });
          setMessage({ tone: 'success', text: t.linked });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 404) setErrors({ code: t.unknownCode });
          else setMessage({ tone: 'error', text: error instanceof ApiError && error.status !== 500 ? error.message : counselorLinkTexts.saveFailed });
          setAttempt((count) => count + 1);
        },
      },
    );
  };

  return (
    <CardSection title={t.title} intro={t.intro}>
      <form ref={form} onSubmit={submit} noValidate className="grid gap-4">
        <InputField
          id="counselor-code"
          label={t.code}
          hint={t.codeHint}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
          className="max-w-sm"
        />
        <TermsFields id="new-link" values={values} errors={errors} defaultEndsOn={defaultEndsOn} onChange={setValues} />
        {message && (
          <Alert tone={message.tone} focusable={message.tone === 'error'}>
            {message.text}
          </Alert>
        )}
        <div>
          <Button type="submit" disabled={link.isPending} aria-busy={link.isPending}>
            {link.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </CardSection>
  );
}
