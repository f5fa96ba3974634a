import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { consultationPageTexts as t } from '@kusasa/domain/consultation-texts';
import { SESSION_TYPE_IDS, EXPERT_SESSION_TYPE, type SessionTypeId } from '@kusasa/domain/rules/consultations';
import { buttonVariants } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { consultationKeys, getMyConsultations } from './api/consultations';
import { BookingPanel } from './booking-panel';
import { MySessions } from './my-sessions';
import { PaymentReturn } from './payment-return';

const sessionParam = (value: string | null): SessionTypeId =>
  (SESSION_TYPE_IDS as readonly string[]).includes(value ?? '') ? (value as SessionTypeId) : EXPERT_SESSION_TYPE;

/** /consultations' booking: a learner books and sees their sessions; others are told who can book. */
export function ConsultationsBooking() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner label={t.loading} />;
  if (session.status === 'signed-in' && session.user.userType === 'student') return <LearnerBooking />;
  if (session.status === 'signed-in') return <p className="text-slate-700 dark:text-slate-300">{t.learnersOnly}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-slate-700 dark:text-slate-300">{t.signInToBook}</p>
      <Link to="/login" className={buttonVariants({ className: 'justify-self-start' })}>
        {t.signIn}
      </Link>
    </div>
  );
}

function LearnerBooking() {
  const [params] = useSearchParams();
  const query = useQuery({ queryKey: consultationKeys.mine(), queryFn: ({ signal }) => getMyConsultations(signal) });
  if (query.isError) return <LoadFailed message={t.loadFailed} retry={t.retry} query={query} />;
  if (!query.data) return <Spinner label={t.loading} />;
  return (
    <div className="grid gap-8">
      <PaymentReturn paid={params.get('paid')} unpaid={params.get('unpaid')} />
      <section aria-labelledby="book-title" className="grid gap-4">
        <h2 id="book-title" className="text-xl font-bold text-slate-950 dark:text-white">
          {t.bookTitle}
        </h2>
        <BookingPanel data={query.data} initialType={sessionParam(params.get('session'))} />
      </section>
      <section aria-labelledby="mine-title" className="grid gap-4">
        <h2 id="mine-title" className="text-xl font-bold text-slate-950 dark:text-white">
          {t.mineTitle}
        </h2>
        <MySessions data={query.data} />
      </section>
    </div>
  );
}
