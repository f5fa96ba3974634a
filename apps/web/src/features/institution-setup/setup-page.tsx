import { useState } from 'react';
import { Link } from 'react-router';
import { setupTexts as t } from '@kusasa/domain/institution-workspace-texts';
import type { Intake } from '@kusasa/domain/schemas/institution-workspace/intakes';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { useContact, useDeleteIntake, useIntakes } from './api/setup-api';
import { ContactForm } from './contact-form';
import { IntakeDialog } from './intake-dialog';

const feeText = (intake: Intake) =>
  intake.feeNotPublished ? t.notPublished : intake.applicationFeeCents === null ? t.noFee : `R ${(intake.applicationFeeCents / 100).toFixed(2)}`;

function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert tone="error" className="mt-4">
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={retry}>
        Retry
      </Button>
    </Alert>
  );
}

/** /institutions/setup ('Complete Setup'): contact details and intakes; programmes have their own page. */
export default function SetupPage({ title }: PageProps) {
  const contact = useContact();
  const intakes = useIntakes();
  const remove = useDeleteIntake();
  const [editing, setEditing] = useState<Intake | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Intake | null>(null);

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-2">
        <Link to="/institutions/programmes" className="font-medium text-emerald-800 underline dark:text-emerald-300">
          Programmes
        </Link>
      </p>

      <section className="mt-6" aria-labelledby="setup-contact">
        <h2 id="setup-contact" className="text-lg font-semibold text-slate-950 dark:text-white">
          {t.contact}
        </h2>
        {contact.isPending ? (
          <Spinner label="Loading your contact details..." />
        ) : contact.isError ? (
          <Failed message={contact.error.message} retry={() => void contact.refetch()} />
        ) : (
          <ContactForm contact={contact.data} />
        )}
      </section>

      <section className="mt-8" aria-labelledby="setup-intakes">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="setup-intakes" className="text-lg font-semibold text-slate-950 dark:text-white">
            {t.intakes}
          </h2>
          <Button size="sm" onClick={() => setEditing('new')} disabled={!intakes.isSuccess}>
            {t.addIntake}
          </Button>
        </div>
        {intakes.isPending ? (
          <Spinner label="Loading your intakes..." />
        ) : intakes.isError ? (
          <Failed message={intakes.error.message} retry={() => void intakes.refetch()} />
        ) : intakes.data.intakes.length === 0 ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t.noIntakes}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {intakes.data.intakes.map((intake) => (
              <li key={intake.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      {intake.name} ({intake.year}) <Badge tone={intake.open ? 'brand' : 'neutral'}>{intake.open ? 'Open' : 'Closed'}</Badge>
                    </p>
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      {intake.opensOn ?? t.notPublished} – {intake.closesOn ?? t.notPublished} · {feeText(intake)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing(intake)} aria-label={`${t.edit} ${intake.name}`}>
                      {t.edit}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setDeleting(intake)} aria-label={`${t.delete} ${intake.name}`}>
                      {t.delete}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <IntakeDialog intake={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t.delete}
        question={deleting ? `${t.delete} ${deleting.name}?` : ''}
        confirm={t.delete}
        cancel="Cancel"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (failure) => toast.error(failure.message) })}
      />
    </Container>
  );
}
