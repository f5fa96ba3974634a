import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { integrationsPageTexts as t } from '@kusasa/domain/institution-api-texts';
import { saveWebhookSchema } from '@kusasa/domain/schemas/institution-api/webhook';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { InputField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { integrationKeys } from './api/keys';
import { getWebhook, removeWebhook, rotateWebhookSecret, saveWebhook } from './api/webhook';
import { DeliveriesList } from './deliveries-list';
import { SecretOnce } from './secret-once';
import { when } from './when';
import { RetryAlert } from '../../components/ui/load-failed';

type Asking = 'rotate' | 'remove' | null;

/** The webhook: its address, the signing secret shown once, rotation, and the delivery log. */
export function WebhookSection() {
  const client = useQueryClient();
  const webhook = useQuery({ queryKey: integrationKeys.webhook(), queryFn: ({ signal }) => getWebhook(signal) });
  // null until the lead types: the saved address shows.
  const [typed, setUrl] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const current = webhook.data?.webhook ?? null;
  const url = typed ?? current?.url ?? '';
  const reload = () => client.invalidateQueries({ queryKey: integrationKeys.all });

  const save = useMutation({
    mutationFn: saveWebhook,
    onSuccess: (saved) => {
      if (saved.secret) setSecret(saved.secret);
      void reload();
    },
    onError: (error) => setUrlError(error instanceof ApiError ? (error.fields.url ?? error.message) : t.loadError),
  });
  const rotate = useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: (saved) => setSecret(saved.secret ?? null),
    onSettled: () => void reload().then(() => setAsking(null)),
  });
  const remove = useMutation({ mutationFn: removeWebhook, onSettled: () => void reload().then(() => setAsking(null)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveWebhookSchema.safeParse({ url });
    if (!parsed.success) return setUrlError(parsed.error.issues[0]?.message);
    setUrlError(undefined);
    save.mutate(parsed.data);
  };

  return (
    <Card>
      <CardTitle>
        <h2>{t.webhookHeading}</h2>
      </CardTitle>
      {webhook.isPending ? (
        <Spinner label={t.loading} />
      ) : webhook.isError ? (
        <RetryAlert message={t.loadError} retry={t.retry} query={webhook} />
      ) : (
        <>
          {!current && <p className="mt-1 text-slate-700 dark:text-slate-300">{t.webhookEmpty}</p>}
          <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
            <InputField
              id="webhook-url"
              type="url"
              inputMode="url"
              label={t.webhookUrl}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={urlError}
              className="flex-1"
            />
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {t.saveWebhook}
            </Button>
          </form>
          {secret && (
            <div className="mt-4">
              <SecretOnce label={t.webhookHeading} value={secret} notice={t.secretShownOnce} onDone={() => setSecret(null)} />
            </div>
          )}
          {current && (
            <>
              {current.previousSecretUntil && (
                <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t.previousSecretUntil(when(current.previousSecretUntil))}</p>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => setAsking('rotate')}>
                  {t.rotateSecret}
                </Button>
                <Button variant="ghost" onClick={() => setAsking('remove')}>
                  {t.removeWebhook}
                </Button>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-slate-950 dark:text-white">{t.deliveriesHeading}</h3>
              <div className="mt-2">
                <DeliveriesList />
              </div>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'rotate' ? t.rotateSecret : t.removeWebhook}
        question={asking === 'rotate' ? t.rotateConfirm : t.removeWebhookConfirm}
        confirm={asking === 'rotate' ? t.rotateSecret : t.removeWebhook}
        cancel={t.cancel}
        busy={rotate.isPending || remove.isPending}
        onConfirm={() => (asking === 'rotate' ? rotate.mutate() : remove.mutate())}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
