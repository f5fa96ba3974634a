import { useState } from 'react';
import { Link } from 'react-router';
import { guidanceTexts } from '@kusasa/domain/guidance-texts';
import type { PageProps } from '../../lib/page-props';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { PlanGate } from '../../components/ui/plan-gate';
import { CareerAssessmentForm } from './components/career-assessment-form';
import { GuidanceCard } from './components/guidance-card';
import { ResourcesSection, SuccessStoriesSection } from './components/resources-section';
import { SessionList } from './components/session-list';

const { basic, assessment, expert } = guidanceTexts;

/** /career-guidance (seed 001): three cards gated by plan, resources and success stories. Public. */
export default function CareerGuidancePage({ title }: PageProps) {
  const [assessing, setAssessing] = useState(false);
  return (
    <Container className="grid gap-8 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{guidanceTexts.intro}</p>
      </header>

      <div className="grid gap-4 lg:grid-cols-3">
        <GuidanceCard id="basic-guidance" title={basic.title} badge={basic.badge} body={basic.body}>
          <PlanGate requiredPlan="starter" feature={basic.title}>
            <Link to="/thandi" className={buttonVariants({ size: 'sm' })}>
              {basic.action}
            </Link>
          </PlanGate>
        </GuidanceCard>

        <GuidanceCard id="career-assessment" title={assessment.title} badge={assessment.badge} body={assessment.body}>
          <PlanGate requiredPlan="essential" feature={assessment.title}>
            <Button size="sm" onClick={() => setAssessing(true)} aria-expanded={assessing} aria-controls="career-assessment-panel">
              {assessment.title}
            </Button>
          </PlanGate>
        </GuidanceCard>

        <GuidanceCard id="expert-counseling" title={expert.title} badge={expert.badge} body={expert.body}>
          <SessionList />
          <div className="mt-3">
            <PlanGate requiredPlan="pro-ai" feature={expert.title}>
              <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{expert.soon}</p>
              <Link to="/consultations" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-2' })}>
                {expert.more}
              </Link>
            </PlanGate>
          </div>
        </GuidanceCard>
      </div>

      {assessing && (
        <Card id="career-assessment-panel" className="p-5 sm:p-6">
          <h2 className="mb-3 text-xl font-bold text-slate-950 dark:text-white">{assessment.title}</h2>
          <CareerAssessmentForm />
        </Card>
      )}

      <ResourcesSection />
      <SuccessStoriesSection />
    </Container>
  );
}
