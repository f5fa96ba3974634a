import { Link } from 'react-router';
import { ROADMAP_PLAN } from '@kusasa/domain/rules/roadmap';
import { roadmapTexts } from '@kusasa/domain/roadmap-texts';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageHeading } from '../../components/ui/load-failed';
import { PlanGate } from '../../components/ui/plan-gate';
import { PlanLimitOrFailed } from '../../components/ui/plan-limit-or-failed';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useRoadmap } from './api/get-roadmap';
import { RoadmapWeek } from './roadmap-week';

const t = roadmapTexts.page;

/** The learner's weeks; the server's PLAN_LIMIT (a plan that ended since the page loaded) is the upgrade card too. */
function RoadmapBody() {
  const roadmap = useRoadmap();

  let body;
  if (roadmap.data) {
    const { weeks, lastDate } = roadmap.data;
    body =
      weeks.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <>
          {lastDate && <p className="text-slate-700 dark:text-slate-300">{t.until(lastDate)}</p>}
          {weeks.map((week) => (
            <RoadmapWeek key={week.number} week={week} />
          ))}
        </>
      );
  } else if (roadmap.isError) {
    body = <PlanLimitOrFailed error={roadmap.error} feature={t.feature} requiredPlan={ROADMAP_PLAN} failed={t.failed} retry={t.retry} query={roadmap} />;
  } else {
    body = <Spinner label={t.loading} />;
  }
  return (
    <>
      <Link to="/interview-practice" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}>
        {t.interviewLink}
      </Link>
      {body}
    </>
  );
}

/** /roadmap (issue 31, Pro + AI): what to do each week until the learner's last closing date, ticked as facts get done. */
export default function RoadmapPage({ title }: PageProps) {
  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6 grid min-w-0 gap-6">
        <PlanGate requiredPlan={ROADMAP_PLAN} feature={t.feature} message={roadmapTexts.planRequired}>
          <RoadmapBody />
        </PlanGate>
      </div>
    </Container>
  );
}
