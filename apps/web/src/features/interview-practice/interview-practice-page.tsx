import { Link, useSearchParams } from 'react-router';
import { INTERVIEW_FIELDS, INTERVIEW_PRACTICE_PLAN, type InterviewField } from '@kusasa/domain/rules/interview-practice';
import { interviewPracticeTexts } from '@kusasa/domain/roadmap-texts';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { PageHeading } from '../../components/ui/load-failed';
import { PlanGate } from '../../components/ui/plan-gate';
import { PlanLimitOrFailed } from '../../components/ui/plan-limit-or-failed';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { useInterviewPractice } from './api/get-interview-practice';
import { PracticeChooser, PracticeQuestions } from './practice-questions';

const t = interviewPracticeTexts.page;

const isField = (value: string | null): value is InterviewField => (INTERVIEW_FIELDS as readonly (string | null)[]).includes(value);

function BookSession() {
  return (
    <Card className="grid gap-3 p-4 sm:p-6">
      <h2 className="text-xl font-semibold text-slate-950 dark:text-white">{t.bookTitle}</h2>
      <p className="text-slate-700 dark:text-slate-300">{t.bookBody}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/consultations?session=interview-preparation" className={buttonVariants({ size: 'sm' })}>
          {t.book}
        </Link>
        <Link to="/thandi" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t.askThandi}
        </Link>
      </div>
    </Card>
  );
}

/** The chooser and the questions; the server's PLAN_LIMIT (a plan that ended since the page loaded) is the upgrade card too. */
function PracticeBody() {
  const [params, setParams] = useSearchParams();
  const field = params.get('field');
  const choice = { application: params.get('application') ?? undefined, field: isField(field) ? field : undefined };
  const practice = useInterviewPractice(choice);
  const choose = (value: string) => {
    const [kind, id = ''] = value.split(':');
    setParams(kind === 'application' ? { application: id } : { field: id }, { replace: true });
  };

  if (practice.data) {
    return (
      <>
        <PracticeChooser practice={practice.data} onChoose={choose} />
        <PracticeQuestions practice={practice.data} />
      </>
    );
  }
  if (practice.isError) {
    return (
      <PlanLimitOrFailed error={practice.error} feature={t.feature} requiredPlan={INTERVIEW_PRACTICE_PLAN} failed={t.failed} retry={t.retry} query={practice} />
    );
  }
  return <Spinner label={t.loading} />;
}

/** /interview-practice (issue 31, Pro + AI): questions for one of the learner's applications or a field, and a bookable session. */
export default function InterviewPracticePage({ title }: PageProps) {
  return (
    <Container className="py-6 sm:py-8">
      <PageHeading title={title} intro={t.intro} />
      <div className="mt-6 grid min-w-0 gap-6">
        <PlanGate requiredPlan={INTERVIEW_PRACTICE_PLAN} feature={t.feature} message={interviewPracticeTexts.planRequired}>
          <PracticeBody />
        </PlanGate>
        <BookSession />
      </div>
    </Container>
  );
}
