import { Download } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api-client';
import { EXPORT_FAILED, useExportAccount } from './api/export-account';
import { DeleteAccountDialog } from './delete-account-dialog';

export const DOWNLOAD_LABEL = 'Download my data';

const exportFailure = (error: unknown) => (error instanceof ApiError && !error.code.startsWith('HTTP_') && error.status < 500 ? error.message : EXPORT_FAILED);

/** "Your data" (POPIA sections 23 and 24): download everything Kusasa holds, or delete the account. */
export function YourDataSection() {
  const exportData = useExportAccount();
  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="your-data">
      <h2 id="your-data" className="text-xl font-semibold text-slate-950 dark:text-white">
        Your data
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        The Protection of Personal Information Act lets you see everything Kusasa holds about you, and ask us to delete it.
      </p>

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <h3 className="font-semibold text-slate-950 dark:text-white">Download a copy</h3>
        <p className="text-slate-700 dark:text-slate-300">
          A JSON file with your account, profile, marks, document details, applications, plans, payments, notifications, sign-in history and the emails we sent
          you.
        </p>
        <div>
          <Button variant="outline" disabled={exportData.isPending} aria-busy={exportData.isPending} onClick={() => exportData.mutate()}>
            <Download aria-hidden="true" />
            {exportData.isPending ? 'Preparing download...' : DOWNLOAD_LABEL}
          </Button>
        </div>
        {exportData.isError && <Alert tone="error">{exportFailure(exportData.error)}</Alert>}
      </div>

      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-5 dark:border-slate-800">
        <h3 className="font-semibold text-slate-950 dark:text-white">Delete your account</h3>
        <p className="text-slate-700 dark:text-slate-300">
          Removes your account, profile, documents and notifications. Payment records the law requires us to keep stay, without your name. This cannot be
          undone.
        </p>
        <div>
          <DeleteAccountDialog />
        </div>
      </div>
    </Card>
  );
}
