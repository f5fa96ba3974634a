// The admin analytics page's built-in sections, in the order the page shows them.
import type { AnalyticsSectionDefinition } from '../../core/analytics-section.ts';
import { applicationsSection } from './sections/applications.ts';
import { documentsSection } from './sections/documents.ts';
import { funnelSection } from './sections/funnel.ts';
import { paymentsSection } from './sections/payments.ts';
import { registrationsSection } from './sections/registrations.ts';

export const BUILT_IN_SECTIONS: readonly AnalyticsSectionDefinition[] = [
  registrationsSection,
  funnelSection,
  applicationsSection,
  documentsSection,
  paymentsSection,
];
