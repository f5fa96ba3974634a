import { type FormEvent, useRef, useState } from 'react';
import { channelSettingsTexts as t } from '@kusasa/domain/messaging-texts';
import { formatIsoDay, isoCalendarDateIn } from '@kusasa/domain/rules/dates';
import { isPhoneChannel } from '@kusasa/domain/rules/messaging';
import { normalizeSaPhone } from '@kusasa/domain/rules/phone';
import { type ChannelSetting, channelChoiceErrors, channelChoiceSchema } from '@kusasa/domain/schemas/messaging';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { CheckboxField, FieldError, InputField, fieldErrorId } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { type FieldErrors, fieldErrorsFrom, splitFieldErrors, useFocusFirstInvalid } from '../../lib/form-errors';
import { useSaveChannel } from './api/save-channel';

const FIELD_NAMES = new Set(['consent', 'phone']);

/** The South African day a timestamp falls on, as '3 March 2026'. */
const saDay = (at: string) => formatIsoDay(isoCalendarDateIn(at));

/** '+27821234567' as people write it, '082 123 4567'; anything else as it is. */
export function nationalForm(address: string | null): string {
  const national = address ? /^\+27(\d{9})$/.exec(address)?.[1] : undefined;
  return national ? `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}` : (address ?? '');
}

function stateText(setting: ChannelSetting): string | null {
  if (setting.on) return setting.consentedAt ? t.since(saDay(setting.consentedAt)) : null;
  return setting.optedOutAt ? t.optedOut(saDay(setting.optedOutAt)) : null;
}

/**
 * One channel: a switch, and when it is turned on (or an SMS or WhatsApp number is changed) its
 * consent box and, for SMS and WhatsApp, the number. Saved on its own.
 */
export function ChannelForm({ setting }: { setting: ChannelSetting }) {
  const { channel } = setting;
  const base = `message-channel-${channel}`;
  const ids = { name: `${base}-name`, hint: `${base}-hint`, state: `${base}-state`, consent: `${base}-consent`, phone: `${base}-phone` };
  const isPhone = isPhoneChannel(channel);
  const save = useSaveChannel();
  const form = useRef<HTMLFormElement>(null);
  const [on, setOn] = useState(setting.on);
  const [consent, setConsent] = useState(false);
  const [phone, setPhone] = useState(() => (isPhone ? nationalForm(setting.address) : ''));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(form, attempt);

  const phoneChanged = isPhone && setting.on && on && normalizeSaPhone(phone) !== setting.address;
  const asksConsent = (on && !setting.on) || phoneChanged;
  const dirty = on !== setting.on || phoneChanged;
  const detail = stateText(setting);

  const fail = (next: FieldErrors, text?: string) => {
    setErrors(next);
    if (text) setMessage({ tone: 'error', text });
    setAttempt((count) => count + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const typed = phone.trim();
    const choice = on ? { on, consent, ...(isPhone && typed ? { phone: typed } : {}) } : { on };
    const parsed = channelChoiceSchema.safeParse(choice);
    const next = { ...(parsed.success ? {} : fieldErrorsFrom(parsed.error.issues)), ...channelChoiceErrors(channel, choice) };
    if (!parsed.success || Object.keys(next).length > 0) return fail(next);
    setErrors({});
    save.mutate(
      { channel, body: parsed.data },
      {
        onSuccess: (settings) => {
          const saved = settings.channels.find((candidate) => candidate.channel === channel);
          if (saved) {
            setOn(saved.on);
            setPhone(isPhone ? nationalForm(saved.address) : '');
          }
          setConsent(false);
          setMessage({ tone: 'success', text: t.saved });
        },
        onError: (error) => {
          const { shown, other } = splitFieldErrors(error instanceof ApiError ? error.fields : {}, FIELD_NAMES);
          fail(shown, other[0] ?? t.saveFailed);
        },
      },
    );
  };

  return (
    <form ref={form} noValidate aria-labelledby={ids.name} onSubmit={submit} className="grid min-w-0 gap-4 py-5 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label id={ids.name} htmlFor={`${base}-switch`} className="font-semibold text-slate-950 dark:text-white">
            {t.channel[channel].name}
          </label>
          <p id={ids.hint} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t.channel[channel].hint}
          </p>
          <p id={ids.state} className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Badge tone={setting.on ? 'brand' : 'neutral'}>{setting.on ? t.on : t.off}</Badge>
            {detail && <span>{detail}</span>}
          </p>
        </div>
        <input
          id={`${base}-switch`}
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => {
            setOn(event.target.checked);
            setErrors({});
            setMessage(null);
          }}
          aria-describedby={`${ids.hint} ${ids.state}`}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-emerald-700 dark:accent-emerald-400"
        />
      </div>
      {isPhone && on && (
        <InputField
          id={ids.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          label={t.phoneLabel}
          hint={t.phoneHint}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
        />
      )}
      {asksConsent && (
        <div>
          <CheckboxField
            id={ids.consent}
            label={t.consent[channel]}
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            invalid={Boolean(errors.consent)}
            errorId={fieldErrorId(ids.consent)}
          />
          <FieldError id={fieldErrorId(ids.consent)}>{errors.consent}</FieldError>
        </div>
      )}
      {message && (
        <Alert tone={message.tone} focusable={message.tone === 'error'}>
          {message.text}
        </Alert>
      )}
      {dirty && (
        <div>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </Button>
        </div>
      )}
    </form>
  );
}
