import { saveCallbacks } from '../../lib/save-callbacks';
import { useState, type FormEvent } from 'react';
import { setupTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { contactSchema, type ContactResponse } from '@kusasa/domain/schemas/institution-workspace/contact';
import { Button } from '../../components/ui/button';
import { EmailField, InputField } from '../../components/ui/field';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { useSaveContact } from './api/setup-api';

/** The institution's contact details, as learners read them in the catalogue. */
export function ContactForm({ contact }: { contact: ContactResponse }) {
  const [values, setValues] = useState({
    contactName: contact.contactName ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    website: contact.website ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveContact();
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, saveCallbacks(t.saved, setErrors));
  };

  return (
    <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate aria-label={t.contact}>
      <InputField
        id="contact-name"
        label={t.contactName}
        value={values.contactName}
        onChange={set('contactName')}
        error={errors.contactName}
        autoComplete="name"
      />
      <EmailField id="contact-email" label={t.email} value={values.email} onChange={set('email')} error={errors.email} />
      <InputField id="contact-phone" label={t.phone} type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" />
      <InputField id="contact-website" label={t.website} type="url" value={values.website} onChange={set('website')} error={errors.website} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
