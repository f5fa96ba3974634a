import { partnerLabels as labels, partnerTexts as t } from '@kusasa/domain/partner-texts';
import type { PartnerStatus } from '@kusasa/domain/rules/partners';
import { integrationStatusGroup, type IntegrationStatus } from '@kusasa/domain/rules/partner-integration';
import { Badge } from '../../components/ui/badge';

export function StatusBadge({ status }: { status: PartnerStatus }) {
  return <Badge tone={status === 'active' ? 'brand' : status === 'pending' ? 'accent' : 'neutral'}>{labels.statuses[status]}</Badge>;
}

const groupText = { completed: t.integrationCompleted, in_progress: t.integrationInProgress, not_started: t.integrationNotStarted } as const;

/** The cards' reading of the integration status: Completed, In Progress, else Not Started. */
export function IntegrationBadge({ status }: { status: IntegrationStatus }) {
  const group = integrationStatusGroup(status);
  return <Badge tone={group === 'completed' ? 'brand' : group === 'in_progress' ? 'accent' : 'neutral'}>{groupText[group]}</Badge>;
}
