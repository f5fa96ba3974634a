import { adminAnalyticsTexts } from '@kusasa/domain/admin-analytics-texts';
import { applicationStatusLabels } from '@kusasa/domain/application-texts';
import { documentTexts } from '@kusasa/domain/document-texts';
import { analyticsPeriods } from '@kusasa/domain/rules/analytics';
import { PLANS } from '@kusasa/domain/rules/plans';
import { USER_TYPES } from '@kusasa/domain/rules/roles';
import { createAdminAnalyticsRepo } from './admin-analytics.repo.ts';
import { column, figure, oneDecimal, percentOf, table, type AnalyticsSectionDefinition } from '../../core/analytics-section.ts';

const texts = adminAnalyticsTexts.sections;
/** A pending payment this old is expired (decision 0011). */
const PAYMENT_EXPIRY_MS = 24 * 60 * 60_000;

const labelOf = <K extends string>(labels: Readonly<Record<K, string>>, key: string | null): string =>
  key !== null && Object.hasOwn(labels, key) ? labels[key as K] : (key ?? '');
const planName = (planId: string) => PLANS.find((plan) => plan.id === planId)?.name ?? planId;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const registrations: AnalyticsSectionDefinition = {
  id: 'registrations',
  title: texts.registrations.title,
  tableIds: ['registrations-over-time', 'registrations-by-audience'],
  async load(db, range) {
    const rows = await createAdminAnalyticsRepo(db).registrations(range, range.interval);
    const byPeriod = new Map<string, Record<string, number>>();
    for (const row of rows) byPeriod.set(row.period, { ...byPeriod.get(row.period), [row.userType]: row.count });
    const overTime = analyticsPeriods(range.from, range.to, range.interval).map((period) => {
      const counts = byPeriod.get(period) ?? {};
      return { period, total: sum(Object.values(counts)), ...Object.fromEntries(USER_TYPES.map((type) => [type, counts[type] ?? 0])) };
    });
    const byAudience = USER_TYPES.map((type) => ({
      audience: adminAnalyticsTexts.audiences[type],
      accounts: sum(rows.filter((row) => row.userType === type).map((row) => row.count)),
    }));
    const total = sum(rows.map((row) => row.count));
    const t = texts.registrations;
    return {
      description: null,
      figures: [figure('total', t.figures.total, 'count', total), figure('learners', t.figures.learners, 'count', byAudience[0]!.accounts)],
      tables: [
        table(
          'registrations-over-time',
          t.overTime.title,
          [
            column('period', t.overTime.period, 'date'),
            column('total', t.overTime.total, 'count'),
            ...USER_TYPES.map((type) => column(type, adminAnalyticsTexts.audiences[type], 'count')),
          ],
          overTime,
          { chart: { type: 'stacked-bar', x: 'period', series: [...USER_TYPES] } },
        ),
        table(
          'registrations-by-audience',
          t.byAudience.title,
          [column('audience', t.byAudience.audience, 'text'), column('accounts', t.byAudience.accounts, 'count')],
          byAudience,
          {
            chart: { type: 'bar', x: 'audience', series: ['accounts'] },
          },
        ),
      ],
    };
  },
};

const funnel: AnalyticsSectionDefinition = {
  id: 'funnel',
  title: texts.funnel.title,
  tableIds: ['journey-funnel'],
  async load(db, range) {
    const counts = await createAdminAnalyticsRepo(db).funnel(range);
    const t = texts.funnel;
    const steps = (['registered', 'profileComplete', 'documentsUploaded', 'applied', 'submitted'] as const).map((step) => ({
      step: t.steps[step],
      learners: counts[step],
      percent: percentOf(counts[step], counts.registered),
    }));
    return {
      description: t.description,
      figures: [
        figure('registered', t.figures.registered, 'count', counts.registered),
        figure('submitted', t.figures.submitted, 'count', counts.submitted),
        figure('conversion', t.figures.conversion, 'percent', percentOf(counts.submitted, counts.registered)),
      ],
      tables: [
        table(
          'journey-funnel',
          t.table.title,
          [column('step', t.table.step, 'text'), column('learners', t.table.learners, 'count'), column('percent', t.table.percent, 'percent')],
          steps,
          {
            chart: { type: 'funnel', x: 'step', series: ['learners'] },
            description: t.description,
          },
        ),
      ],
    };
  },
};

const applications: AnalyticsSectionDefinition = {
  id: 'applications',
  title: texts.applications.title,
  tableIds: ['applications-by-status', 'applications-by-institution', 'applications-by-programme'],
  async load(db, range) {
    const repo = createAdminAnalyticsRepo(db);
    const byStatus = await repo.applicationsByStatus(range);
    const byInstitution = await repo.applicationsByInstitution(range);
    const byProgramme = await repo.applicationsByProgramme(range);
    const t = texts.applications;
    const total = sum(byStatus.map((row) => row.count));
    const submitted = sum(byStatus.filter((row) => row.status !== 'draft').map((row) => row.count));
    return {
      description: null,
      figures: [figure('total', t.figures.total, 'count', total), figure('submitted', t.figures.submitted, 'count', submitted)],
      tables: [
        table(
          'applications-by-status',
          t.byStatus.title,
          [column('status', t.byStatus.status, 'text'), column('applications', t.byStatus.applications, 'count')],
          byStatus.map((row) => ({ status: labelOf(applicationStatusLabels, row.status), applications: row.count })),
          { chart: { type: 'bar', x: 'status', series: ['applications'] } },
        ),
        table(
          'applications-by-institution',
          t.byInstitution.title,
          [
            column('institution', t.byInstitution.institution, 'text'),
            column('applications', t.byInstitution.applications, 'count'),
            column('submitted', t.byInstitution.submitted, 'count'),
          ],
          byInstitution.map((row) => ({ institution: row.institution ?? t.notChosen, applications: row.count, submitted: row.submitted })),
          { chart: { type: 'bar', x: 'institution', series: ['applications', 'submitted'] } },
        ),
        table(
          'applications-by-programme',
          t.byProgramme.title,
          [
            column('programme', t.byProgramme.programme, 'text'),
            column('institution', t.byProgramme.institution, 'text'),
            column('applications', t.byProgramme.applications, 'count'),
            column('submitted', t.byProgramme.submitted, 'count'),
          ],
          byProgramme.map((row) => ({
            programme: row.programme ?? t.notChosen,
            institution: row.institution ?? t.notChosen,
            applications: row.count,
            submitted: row.submitted,
          })),
          { chart: { type: 'bar', x: 'programme', series: ['applications', 'submitted'] } },
        ),
      ],
    };
  },
};

const documents: AnalyticsSectionDefinition = {
  id: 'documents',
  title: texts.documents.title,
  tableIds: ['documents-by-status', 'documents-automatic-checks', 'documents-decision-time'],
  async load(db, range) {
    const repo = createAdminAnalyticsRepo(db);
    const byStatus = await repo.documentsByStatus(range);
    const byOutcome = await repo.documentsByAutomaticOutcome(range);
    const times = await repo.documentDecisionTimes(range);
    const t = texts.documents;
    const overall = times.find((row) => row.documentType === null);
    return {
      description: null,
      figures: [
        figure('total', t.figures.total, 'count', sum(byStatus.map((row) => row.count))),
        figure('pending', t.figures.pending, 'count', byStatus.find((row) => row.status === 'pending')?.count ?? 0),
        figure('medianHours', t.figures.medianHours, 'hours', oneDecimal(overall?.medianHours)),
      ],
      tables: [
        table(
          'documents-by-status',
          t.byStatus.title,
          [column('status', t.byStatus.status, 'text'), column('documents', t.byStatus.documents, 'count')],
          byStatus.map((row) => ({ status: labelOf(documentTexts.statusLabels, row.status), documents: row.count })),
          { chart: { type: 'bar', x: 'status', series: ['documents'] } },
        ),
        table(
          'documents-automatic-checks',
          t.automaticChecks.title,
          [
            column('outcome', t.automaticChecks.outcome, 'text'),
            column('documents', t.automaticChecks.documents, 'count'),
            column('decidedByAdmin', t.automaticChecks.decidedByAdmin, 'count'),
            column('adminAgreed', t.automaticChecks.adminAgreed, 'count'),
          ],
          byOutcome.map((row) => ({
            outcome: labelOf(t.outcomes, row.outcome ?? 'not-checked'),
            documents: row.count,
            decidedByAdmin: row.decidedByAdmin,
            adminAgreed: row.adminAgreed,
          })),
          { chart: { type: 'bar', x: 'outcome', series: ['documents', 'decidedByAdmin', 'adminAgreed'] } },
        ),
        table(
          'documents-decision-time',
          t.decisionTime.title,
          [
            column('documentType', t.decisionTime.documentType, 'text'),
            column('decided', t.decisionTime.decided, 'count'),
            column('averageHours', t.decisionTime.averageHours, 'hours'),
            column('medianHours', t.decisionTime.medianHours, 'hours'),
            column('p90Hours', t.decisionTime.p90Hours, 'hours'),
          ],
          times.map((row) => ({
            documentType: row.documentType === null ? t.allTypes : labelOf(documentTexts.labels, row.documentType),
            decided: row.decided,
            averageHours: oneDecimal(row.averageHours),
            medianHours: oneDecimal(row.medianHours),
            p90Hours: oneDecimal(row.p90Hours),
          })),
          { chart: { type: 'bar', x: 'documentType', series: ['medianHours', 'p90Hours'] } },
        ),
      ],
    };
  },
};

const RECOVERY_CATEGORIES = ['failed', 'expired', 'cancelled', 'orphaned', 'recovered'] as const;

const payments: AnalyticsSectionDefinition = {
  id: 'payments',
  title: texts.payments.title,
  tableIds: ['payments-by-plan-month', 'payments-recovery'],
  async load(db, range) {
    const repo = createAdminAnalyticsRepo(db);
    const expiredBefore = new Date(range.now.getTime() - PAYMENT_EXPIRY_MS);
    const byPlanMonth = await repo.paymentsByPlanMonth(range, expiredBefore);
    const recovery = await repo.paymentRecovery(range, expiredBefore);
    const t = texts.payments;
    const recoveryRows = RECOVERY_CATEGORIES.map((category) => {
      const row = recovery.find((candidate) => candidate.category === category);
      return {
        category: t.categories[category],
        payments: row?.payments ?? 0,
        amount: row?.amountCents ?? 0,
        resolvedByAdmin: row?.resolvedByAdmin ?? 0,
        paidLater: row?.paidLater ?? 0,
        open: row?.open ?? 0,
      };
    });
    const count = (category: (typeof RECOVERY_CATEGORIES)[number]) => recovery.find((row) => row.category === category)?.payments ?? 0;
    const m = t.byPlanMonth;
    const r = t.recovery;
    return {
      description: null,
      figures: [
        figure('revenue', t.figures.revenue, 'money', sum(byPlanMonth.map((row) => row.revenueCents))),
        figure('paid', t.figures.paid, 'count', sum(byPlanMonth.map((row) => row.paid))),
        figure('failed', t.figures.failed, 'count', count('failed') + count('expired')),
        figure('recovered', t.figures.recovered, 'count', count('recovered')),
      ],
      tables: [
        table(
          'payments-by-plan-month',
          m.title,
          [
            column('month', m.month, 'month'),
            column('plan', m.plan, 'text'),
            column('payments', m.payments, 'count'),
            column('paid', m.paid, 'count'),
            column('revenue', m.revenue, 'money'),
            column('failed', m.failed, 'count'),
            column('cancelled', m.cancelled, 'count'),
            column('pending', m.pending, 'count'),
            column('expired', m.expired, 'count'),
          ],
          byPlanMonth.map(({ planId, revenueCents, month, payments: total, paid, failed, cancelled, pending, expired }) => ({
            month,
            plan: planName(planId),
            payments: total,
            paid,
            revenue: revenueCents,
            failed,
            cancelled,
            pending,
            expired,
          })),
          { chart: { type: 'stacked-bar', x: 'month', series: ['paid', 'failed', 'cancelled', 'pending', 'expired'] } },
        ),
        table(
          'payments-recovery',
          r.title,
          [
            column('category', r.category, 'text'),
            column('payments', r.payments, 'count'),
            column('amount', r.amount, 'money'),
            column('resolvedByAdmin', r.resolvedByAdmin, 'count'),
            column('paidLater', r.paidLater, 'count'),
            column('open', r.open, 'count'),
          ],
          recoveryRows,
          { chart: { type: 'bar', x: 'category', series: ['payments', 'resolvedByAdmin', 'paidLater', 'open'] } },
        ),
      ],
    };
  },
};

/** The sections built in, in page order. */
export const BUILT_IN_SECTIONS: readonly AnalyticsSectionDefinition[] = [registrations, funnel, applications, documents, payments];
