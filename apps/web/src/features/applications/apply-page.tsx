import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { applicationErrorTexts as e, applicationPageTexts as t } from '@kusasa/domain/application-texts';
import type { Application, ApplicationList } from '@kusasa/domain/schemas/applications';
import type { PageProps } from '../../lib/page-props';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { ApiError } from '../../lib/api-client';
import { useFocusFirstInvalid } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/session';
import { useApplicant } from './api/get-applicant';
import { useApplications } from './api/get-applications';
import { refreshAfterApplicationChange } from './api/refresh';
import { discardDraft } from './api/save-draft';
import { ApplicationForm } from './components/application-form';
import { ApplicationsList } from './components/applications-list';
import { OfflineBanner } from './components/offline-banner';
import { browserStorage, isQueued } from './draft-store';
import { useApplicationActions } from './use-application-actions';
import { useApplicationForm } from './use-application-form';
import { useInsights } from './api/plan-features';
import { usePrefill } from './use-prefill';
import { useApplicationSync } from './use-application-sync';
import { useOnlineStatus } from './use-online-status';

/** The cap applies to this form unless it edits a draft that already counts (see the API's rule). */
function capFor(list: ApplicationList | undefined, clientId: string) {
  if (!list) return null;
  const row = list.applications.find((application) => application.clientId === clientId);
  const submitted = list.applications.filter((application) => application.status !== 'draft').length;
  const reached = row?.status === 'draft' ? submitted >= list.limit.max : list.limit.remaining === 0;
  return reached ? list.limit : null;
}

/** What the page composing /apply adds from other features (app/pages/apply-page.tsx): the application fee's line and banner. */
export interface ApplyPageSlots {
  banner?: ReactNode;
  applicationExtra?: (application: Application) => ReactNode;
}

/** /apply: the program application with drafts that survive going offline (seed 001 sections 2 to 5). */
export default function ApplyPage({ title, banner, applicationExtra }: PageProps & ApplyPageSlots) {
  const [storage] = useState(browserStorage);
  const client = useQueryClient();
  const session = useSession();
  const profile = useApplicant();
  const applications = useApplications();
  const online = useOnlineStatus();
  const [networkDown, setNetworkDown] = useState(false);
  const form = useApplicationForm(storage);
  const formRef = useRef<HTMLFormElement>(null);
  const prefillNote = usePrefill(form.draft.clientId, form.draft.values, form.change);
  const insights = useInsights(applications.dataUpdatedAt);

  const sessionName = session.status === 'signed-in' ? (session.user.fullName ?? '') : '';
  const applicant = { fullName: profile.data?.fullName ?? sessionName, idNumber: profile.data?.idNumber ?? '' };

  const sync = useApplicationSync({
    storage,
    applicant,
    onSent: ({ action, application }) => {
      setNetworkDown(false);
      if (action.clientId !== form.draft.clientId) return;
      void actions.uploadFor(application);
      if (action.kind === 'submit') form.startNew();
    },
  });
  const actions = useApplicationActions({
    storage,
    draft: form.draft,
    applicant,
    online: online && !networkDown,
    onNetworkDown: () => setNetworkDown(true),
    onQueued: sync.refresh,
    onSubmitted: form.startNew,
  });
  useFocusFirstInvalid(formRef, actions.attempt);

  // Back online: trust the browser again (a request that fails will say otherwise).
  useEffect(() => {
    const onOnline = () => setNetworkDown(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // The stored draft was submitted elsewhere (another tab, a sync while this page was closed): start afresh.
  const serverRow = applications.data?.applications.find((application) => application.clientId === form.draft.clientId);
  const { startNew } = form;
  useEffect(() => {
    if (serverRow && serverRow.status !== 'draft' && !isQueued(storage, serverRow.clientId ?? '')) startNew();
  }, [serverRow, startNew, storage]);

  async function onDiscard(application: Application) {
    if (!application.clientId) return;
    try {
      await discardDraft(application.clientId);
      if (application.clientId === form.draft.clientId) form.startNew();
      toast.success(t.draftDiscarded);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 401 ? e.authRequired : e.saveDraftFailed);
    }
    await refreshAfterApplicationChange(client);
  }

  async function onSyncNow() {
    // Everything sent (or nothing to send): the connection is worth trusting again.
    if (await sync.syncNow(true)) setNetworkDown(!navigator.onLine);
  }

  const offline = !online || networkDown;
  const limit = applications.data?.limit;
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t.intro}</p>
      {limit && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t.usage(limit.used, limit.max, limit.planName)}</p>}
      <div className="mt-6 grid max-w-3xl gap-4">
        {banner}
        {(offline || sync.pending > 0) && <OfflineBanner offline={offline} pending={sync.pending} syncing={sync.syncing} onSyncNow={() => void onSyncNow()} />}
        <Card className="p-5 sm:p-6">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{serverRow?.status === 'draft' ? t.editingDraft : t.heading}</h2>
            <Button variant="ghost" size="sm" onClick={form.startNew} disabled={actions.phase !== 'idle'}>
              {t.newApplication}
            </Button>
          </div>
          <ApplicationForm
            formRef={formRef}
            clientId={form.draft.clientId}
            values={form.draft.values}
            applicant={applicant}
            errors={actions.errors}
            formError={actions.formError}
            fileError={actions.fileError}
            phase={actions.phase}
            capReached={capFor(applications.data, form.draft.clientId)}
            grade12Note={prefillNote}
            onChange={form.change}
            onFile={actions.setFile}
            onSaveDraft={() => void actions.onSaveDraft()}
            onSubmit={() => void actions.onSubmit()}
          />
        </Card>
        <ApplicationsList
          status={applications.status}
          applications={applications.data?.applications ?? []}
          currentClientId={form.draft.clientId}
          onRetry={() => void applications.refetch()}
          onResume={form.resume}
          onDiscard={(application) => void onDiscard(application)}
          insights={insights}
          planId={limit?.planId}
          extra={applicationExtra}
        />
      </div>
    </Container>
  );
}
