import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { integrationsPageTexts as t } from '@kusasa/domain/institution-api-texts';
import { createApiKeySchema, type ApiKey } from '@kusasa/domain/schemas/institution-api/api-keys';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { InputField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { createApiKey, listApiKeys, revokeApiKey } from './api/api-keys';
import { integrationKeys } from './api/keys';
import { SecretOnce } from './secret-once';
import { when } from './when';
import { RetryAlert } from '../../components/ui/load-failed';

/** API keys: make one (shown once), see each with its prefix and last use, revoke. */
export function ApiKeysSection() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: integrationKeys.apiKeys(), queryFn: ({ signal }) => listApiKeys(signal) });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: integrationKeys.apiKeys() });

  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (created) => {
      setShown(created.key);
      setName('');
      void reload();
    },
    onError: (error) => setNameError(error instanceof ApiError ? (error.fields.name ?? error.message) : t.loadError),
  });
  const revoke = useMutation({ mutationFn: revokeApiKey, onSettled: () => void reload().then(() => setRevoking(null)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    create.mutate(parsed.data);
  };

  return (
    <Card>
      <CardTitle>
        <h2>{t.keysHeading}</h2>
      </CardTitle>
      {keys.data && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.rateLimit(keys.data.rateLimitPerHour)}</p>}
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <InputField
          id="api-key-name"
          label={t.keyName}
          hint={t.keyNameHint}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
          className="flex-1"
          maxLength={80}
        />
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending} className="sm:mb-7">
          {create.isPending ? t.creating : t.createKey}
        </Button>
      </form>
      {shown && (
        <div className="mt-4">
          <SecretOnce label={t.keysHeading} value={shown} notice={t.keyShownOnce} onDone={() => setShown(null)} />
        </div>
      )}
      <div className="mt-4">
        {keys.isPending ? (
          <Spinner label={t.loading} />
        ) : keys.isError ? (
          <RetryAlert message={t.loadError} retry={t.retry} query={keys} />
        ) : keys.data.apiKeys.length === 0 ? (
          <p className="text-slate-700 dark:text-slate-300">{t.keysEmpty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {keys.data.apiKeys.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-950 dark:text-white">
                    {key.name} <code className="ml-1 text-sm text-slate-600 dark:text-slate-400">{key.prefix}…</code>
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t.created} {when(key.createdAt)} · {key.lastUsedAt ? `${t.lastUsed} ${when(key.lastUsedAt)}` : t.neverUsed}
                  </p>
                </div>
                {key.revokedAt ? (
                  <Badge tone="neutral">{t.revoked}</Badge>
                ) : (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(key)} aria-label={`${t.revoke} ${key.name}`}>
                    {t.revoke}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={t.revoke}
        question={revoking ? t.revokeConfirm(revoking.name) : ''}
        confirm={t.revoke}
        cancel={t.cancel}
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
