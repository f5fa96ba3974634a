import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export function PartnerCtaSection() {
  return (
    <section aria-labelledby="partner-cta-heading" className="bg-emerald-800 py-16 text-white dark:bg-emerald-950">
      <Container className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="partner-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
            Are you an institution, SETA or funder?
          </h2>
          <p className="mt-3 text-lg text-emerald-50">
            Reach motivated learners and receive complete, checked applications. Tell us about your organisation and we will reply within 24 hours.
          </p>
        </div>
        <Link to="/partner-inquiry" className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'self-start md:self-center' })}>
          Partner with us
        </Link>
      </Container>
    </section>
  );
}
