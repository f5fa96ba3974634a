import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { StartApplicationButton } from './start-application-button';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-heading" className="pb-16 sm:pb-20">
      <Container>
        <div className="rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12 dark:bg-slate-800">
          <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            Ready to start your application?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-slate-200">Create a free Starter account, complete your profile, and apply when you are ready.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <StartApplicationButton variant="secondary" />
            <Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              View plans
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
