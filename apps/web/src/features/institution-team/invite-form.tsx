import { useState, type FormEvent } from 'react';
import { invitableRoleLabels, teamTexts as t } from '@kusasa/domain/institution-workspace-texts';
import { INVITABLE_ROLES, type InvitableRole } from '@kusasa/domain/rules/admissions';
import { inviteSchema } from '@kusasa/domain/schemas/institution-workspace/team';
import { Button } from '../../components/ui/button';
import { EmailField, SelectField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useInvite } from './api/team-api';

const roleOptions = INVITABLE_ROLES.map((role) => ({ value: role, label: invitableRoleLabels[role] }));
const isRole = (value: string): value is InvitableRole => (INVITABLE_ROLES as readonly string[]).includes(value);

/** The lead invites a colleague by email, as a reviewer or a decision-maker. */
export function InviteForm() {
  const [values, setValues] = useState<{ email: string; role: InvitableRole }>({ email: '', role: 'reviewer' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useInvite();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t.invited);
        setValues({ email: '', role: values.role });
      },
      onError: (failure) => setErrors(failure instanceof ApiError ? { email: failure.fields.email ?? failure.message } : { email: t.emailInvalid }),
    });
  };

  return (
    <form className="mt-4 grid gap-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end" onSubmit={submit} noValidate aria-label={t.invite}>
      <EmailField
        id="invite-email"
        label={t.email}
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email}
      />
      <SelectField
        id="invite-role"
        label={t.role}
        placeholder={t.role}
        options={roleOptions}
        value={values.role}
        onChange={(event) => isRole(event.target.value) && setValues({ ...values, role: event.target.value })}
        error={errors.role}
      />
      <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending}>
        {t.send}
      </Button>
    </form>
  );
}
