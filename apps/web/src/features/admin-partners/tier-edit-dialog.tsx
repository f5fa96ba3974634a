import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useState } from 'react';
import { partnerTexts as t } from '@kusasa/domain/partner-texts';
import { type TierConfig, tierConfigUpdateSchema } from '@kusasa/domain/schemas/partners/tiers';
import { Button } from '../../components/ui/button';
import { dialogContentClass } from '../../components/ui/dialog';
import { FieldError, fieldErrorId, InputField, Label } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useUpdateTierConfig } from './api/pipeline';
import { randToCents } from './format';

const limitText = (value: number | null) => (value === null ? '' : String(value));
/** Empty is unlimited (null); anything else must be a whole number. */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** Edits a tier's name, fee, limits, support level and features; the server audits each change. */
export function TierEditDialog({ tier, onClose }: { tier: TierConfig | null; onClose: () => void }) {
  return (
    <Dialog.Root open={tier !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">Edit {tier?.name} tier</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            A new fee applies to the next checkout, never to a recorded payment.
          </Dialog.Description>
          {tier && <TierForm key={tier.id} tier={tier} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TierForm({ tier, onClose }: { tier: TierConfig; onClose: () => void }) {
  const update = useUpdateTierConfig();
  const [values, setValues] = useState({
    name: tier.name,
    fee: String(tier.monthlyFeeCents / 100),
    maxApplications: limitText(tier.maxApplications),
    apiRateLimit: limitText(tier.apiRateLimit),
    supportLevel: tier.supportLevel,
    features: tier.features.join('\n'),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof typeof values, error: string = name) => ({
    id: `tier-${name}`,
    value: values[name],
    error: errors[error],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      monthlyFeeCents: randToCents(values.fee) ?? -1,
      maxApplications: limitOf(values.maxApplications),
      apiRateLimit: limitOf(values.apiRateLimit),
      supportLevel: values.supportLevel,
      features: values.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    };
    const parsed = tierConfigUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues);
      if (found.maxApplications) found.maxApplications = 'A whole number, or empty for unlimited';
      if (found.apiRateLimit) found.apiRateLimit = 'A whole number, or empty for unlimited';
      if (Object.keys(found).some((key) => key.startsWith('features'))) found.features = 'One feature a line, at most 20, each at most 200 characters';
      return setErrors(found);
    }
    setErrors({});
    update.mutate(
      { id: tier.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(t.tierUpdated);
          onClose();
        },
        onError: (error) => toast.error(error instanceof ApiError ? error.message : 'Could not update the tier'),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <InputField label="Name" {...field('name')} />
      <InputField label="Fee per month (R)" inputMode="decimal" {...field('fee', 'monthlyFeeCents')} />
      <InputField label="Applications a month" inputMode="numeric" hint="Empty for unlimited" {...field('maxApplications')} />
      <InputField label="API calls an hour" inputMode="numeric" hint="Empty for unlimited" {...field('apiRateLimit')} />
      <InputField label="Support level" {...field('supportLevel')} />
      <div>
        <Label htmlFor="tier-features">Features (one a line)</Label>
        <textarea
          id="tier-features"
          value={values.features}
          onChange={(event) => setValues((current) => ({ ...current, features: event.target.value }))}
          aria-invalid={errors.features ? true : undefined}
          aria-describedby={errors.features ? fieldErrorId('tier-features') : undefined}
          className="block min-h-28 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <FieldError id={fieldErrorId('tier-features')}>{errors.features}</FieldError>
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
