import { integrationsPageTexts as t } from '@kusasa/domain/institution-api-texts';
import { Container } from '../../components/ui/container';
import type { PageProps } from '../../lib/page-props';
import { ApiKeysSection } from './api-keys-section';
import { WebhookSection } from './webhook-section';

/** /institutions/integrations (issue 25): the lead's API keys and webhook for their own admissions system. */
export default function IntegrationsPage({ title }: PageProps) {
  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t.intro}</p>
      <p className="mt-2">
        <a href="/api/docs" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          {t.docsLink}
        </a>
      </p>
      <div className="mt-6 grid gap-6">
        <ApiKeysSection />
        <WebhookSection />
      </div>
    </Container>
  );
}
