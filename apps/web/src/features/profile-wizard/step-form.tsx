import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { IdentityCheck } from '@kusasa/domain/schemas/identity-check';
import { wizardTexts } from '@kusasa/domain/profile-texts';
import type { Profile } from '@kusasa/domain/schemas/profile';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { type SavedStep, afterSave, saveStep } from './api/save-step';
import type { StepConfig } from './steps';

interface StepFormProps<K extends SavedStep, V> {
  config: StepConfig<K, V>;
  values: V;
  onChange: (values: V) => void;
  /** Called once the server has saved the step. */
  onSaved: (profile: Profile) => void;
  idNumberLocked?: boolean;
  identityCheck?: IdentityCheck | null;
  /** The form's buttons; the one that saves is type="submit". */
  actions: (busy: boolean) => ReactNode;
}

/**
 * One step's form, in the wizard and on /profile: checks with the API's schema, saves the step
 * to the server, and puts any message under its field, focusing the first field in error.
 */
export function StepForm<K extends SavedStep, V>({ config, values, onChange, onSaved, idNumberLocked, identityCheck, actions }: StepFormProps<K, V>) {
  const idPrefix = useId();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  useFocusFirstInvalid(formRef, attempt);

  const change = (next: V) => {
    onChange(next);
    // After a first submit, messages follow the typing, so a fixed field clears at once.
    if (submitted) {
      const result = config.validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const fail = (fields: FieldErrors) => {
    setErrors(fields);
    setAttempt((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const result = config.validate(values);
    if (!result.ok) return fail(result.errors);
    setBusy(true);
    try {
      const profile = await saveStep(config.key, result.body);
      afterSave(client, config.key, profile);
      setErrors({});
      onSaved(profile);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) fail(result.remap ? result.remap(error.fields) : error.fields);
      else toast.error(wizardTexts.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const { Fields } = config;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6" aria-label={config.title}>
      <Fields idPrefix={idPrefix} values={values} errors={errors} onChange={change} idNumberLocked={idNumberLocked} identityCheck={identityCheck} />
      {actions(busy)}
    </form>
  );
}
