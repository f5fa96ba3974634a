import { useState } from 'react';
import { counselorScopeLabels } from '@kusasa/domain/rules/counselor-links';
import { counselorLinkTexts } from '@kusasa/domain/counselor-page-texts';
import { formatIsoDay } from '@kusasa/domain/rules/dates';
import type { LearnerLink, LearnerLinks } from '@kusasa/domain/schemas/counselors/links';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { changeLink, stopLink, useLinksChange } from './api/counselor-links';
import { CounselorLine, counselorName } from './counselor-line';
import { CardSection } from '../../components/ui/card-section';
import { TermsDialog } from './terms-dialog';

const t = counselorLinkTexts.links;

/** The learner's links: who, what they see, until when ('ended' once past); Change and Stop sharing. */
export function LinksSection({ links }: { links: LearnerLinks }) {
  const [changing, setChanging] = useState<LearnerLink | null>(null);
  const [stopping, setStopping] = useState<LearnerLink | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const change = useLinksChange(changeLink);
  const stop = useLinksChange(stopLink);

  const confirmStop = () => {
    if (!stopping) return;
    setMessage(null);
    stop.mutate(stopping.id, {
      onSuccess: () => setMessage({ tone: 'success', text: t.stopped }),
      onError: () => setMessage({ tone: 'error', text: counselorLinkTexts.saveFailed }),
      onSettled: () => setStopping(null),
    });
  };

  return (
    <CardSection title={t.title}>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {links.links.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {links.links.map((link) => {
            const name = counselorName(link.counselor);
            return (
              <li key={link.id} className="grid gap-2 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold break-words text-slate-950 dark:text-white">{name}</p>
                  {link.current ? (
                    <Badge tone="brand">{t.until(formatIsoDay(link.endsOn))}</Badge>
                  ) : (
                    <Badge tone="neutral">{t.ended(formatIsoDay(link.endsOn))}</Badge>
                  )}
                </div>
                <CounselorLine counselor={link.counselor} />
                <div>
                  <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t.sees}</p>
                  <ul className="mt-1 list-disc pl-5 text-slate-800 dark:text-slate-200">
                    {link.scopes.map((scope) => (
                      <li key={scope}>{counselorScopeLabels[scope].label}</li>
                    ))}
                  </ul>
                </div>
                {link.current && (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setChanging(link)} aria-label={`${t.change}: ${name}`}>
                      {t.change}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setStopping(link)} aria-label={`${t.stop}: ${name}`}>
                      {t.stop}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {changing && (
        <TermsDialog
          id="change"
          title={t.changeTitle(counselorName(changing.counselor))}
          submitLabel={t.save}
          initial={{ scopes: changing.scopes, endsOn: changing.endsOn }}
          defaultEndsOn={links.defaultEndsOn}
          busy={change.isPending}
          onSave={(terms, done) =>
            change.mutate(
              { linkId: changing.id, terms },
              {
                ...done,
                onSuccess: () => {
                  setMessage({ tone: 'success', text: t.saved });
                  done.onSuccess();
                },
              },
            )
          }
          onClose={() => setChanging(null)}
        />
      )}
      <ConfirmDialog
        open={stopping !== null}
        title={t.stopTitle}
        question={stopping ? t.stopQuestion(counselorName(stopping.counselor)) : ''}
        confirm={t.stop}
        cancel={t.cancel}
        busy={stop.isPending}
        onCancel={() => setStopping(null)}
        onConfirm={confirmStop}
      />
    </CardSection>
  );
}
