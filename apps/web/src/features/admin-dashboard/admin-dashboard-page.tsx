import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, ChevronRight, FileCheck2, RefreshCw, ScrollText } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PageProps } from '../../lib/page-props';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { TabList, TabPanel } from '../../components/ui/tabs';
import { ActivityLogTab } from './activity-log-tab';
import { adminDashboardKeys } from './api/keys';
import { DocumentVerificationTab } from './document-verification-tab';

type Tab = 'documents' | 'activity';

const TABS = [
  {
    key: 'documents',
    label: (
      <>
        <FileCheck2 aria-hidden="true" className="max-sm:hidden" />
        Document Verification
      </>
    ),
  },
  {
    key: 'activity',
    label: (
      <>
        <ScrollText aria-hidden="true" className="max-sm:hidden" />
        Admin Activity Log
      </>
    ),
  },
] as const satisfies readonly { key: Tab; label: ReactNode }[];

const isTab = (value: string | null): value is Tab => value === 'documents' || value === 'activity';

/** /admin and /admin/dashboard (seed 002 "Admin tools"): analytics card, Refresh, two tabs. */
export default function AdminDashboardPage({ title }: PageProps) {
  const client = useQueryClient();
  // The tab is kept in the address (?tab=activity), so a reload or a shared link opens it again.
  // Read with useLocation rather than useSearchParams, which the landing page's bundle does not carry.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const fromUrl = new URLSearchParams(search).get('tab');
  const [tab, setTab] = useState<Tab>(isTab(fromUrl) ? fromUrl : 'documents');
  const tabsId = useId();
  const [refreshing, setRefreshing] = useState(false);

  const select = (next: Tab) => {
    setTab(next);
    void navigate({ pathname, search: next === 'documents' ? '' : `?tab=${next}` }, { replace: true });
  };

  const refresh = () => {
    setRefreshing(true);
    void client.invalidateQueries({ queryKey: adminDashboardKeys.all }).finally(() => setRefreshing(false));
  };

  return (
    <Container className="py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">Review documents and see what admins have changed.</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={refreshing} aria-busy={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          Refresh
        </Button>
      </div>

      <Link
        to="/admin/analytics"
        className="group mt-6 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-emerald-300 hover:bg-emerald-50/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-800 dark:hover:bg-emerald-950/40"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
          <BarChart3 aria-hidden="true" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-950 dark:text-white">Analytics</span>
          <span className="block text-sm text-slate-700 dark:text-slate-300">Sign-ups, applications and payments over time</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-slate-500 transition-transform group-hover:translate-x-0.5" />
      </Link>

      <TabList id={tabsId} label="Admin tools" tabs={TABS} selected={tab} onSelect={select} className="mt-8" />
      <TabPanel id={tabsId} tabKey={tab} className="mt-4">
        {tab === 'documents' ? <DocumentVerificationTab /> : <ActivityLogTab />}
      </TabPanel>
    </Container>
  );
}
