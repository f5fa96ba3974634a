import { useState } from 'react';
import { fieldOfStudyLabels, incomeBandLabels, institutionTypeLabels, outcomeLabels } from '@kusasa/domain/funding-labels';
import { sponsorMatchPageTexts as t } from '@kusasa/domain/funding-cycle-and-match-texts';
import { formatLongDate } from '@kusasa/domain/rules/dates';
import type { SponsorMatch } from '@kusasa/domain/schemas/funding/cycles-and-matches';
import { Button } from '../../components/ui/button';
import { IdentityCheckBadge } from '../../components/ui/identity-check-badge';
import { Spinner } from '../../components/ui/spinner';
import { CardCell, CardRow, LabelledCell, Table, TableFrame, Th } from '../../components/ui/table';
import { useSponsorMatches } from './api/matches';
import { InviteDialog, matchName } from './invite-dialog';
import { RetryAlert } from '../../components/ui/load-failed';

const c = t.columns;

/** The learners who fit the sponsor's criteria, each with an Invite button (or when they were invited). */
export function MatchesList() {
  const matches = useSponsorMatches();
  const [inviting, setInviting] = useState<SponsorMatch | null>(null);

  if (matches.isPending) return <Spinner label={t.matchesLoading} />;
  if (matches.isError) return <RetryAlert message={t.matchesError} retry={t.retry} query={matches} />;
  if (matches.data.matches.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t.empty}</p>;

  return (
    <>
      <TableFrame>
        <Table>
          <thead className="max-sm:hidden">
            <tr>
              <Th>{c.learner}</Th>
              <Th>{c.province}</Th>
              <Th>{c.fields}</Th>
              <Th>{c.institutions}</Th>
              <Th>{c.income}</Th>
              <Th>{c.outcome}</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </thead>
          <tbody>
            {matches.data.matches.map((match) => (
              <CardRow key={match.reference}>
                <LabelledCell label={c.learner} className="break-words">
                  <span className="font-semibold">{matchName(match)}</span>
                  {/* Which kind of identity check the learner passed (issue 32). */}
                  <IdentityCheckBadge check={match.identityCheck} size="sm" className="mt-1 block w-fit" />
                </LabelledCell>
                <LabelledCell label={c.province}>{match.province ?? '—'}</LabelledCell>
                <LabelledCell label={c.fields} className="max-sm:col-span-2">
                  {match.fieldsOfStudy.map((field) => fieldOfStudyLabels[field]).join(', ') || t.anyField}
                </LabelledCell>
                <LabelledCell label={c.institutions}>{match.institutionTypes.map((type) => institutionTypeLabels[type]).join(', ') || '—'}</LabelledCell>
                <LabelledCell label={c.income}>{incomeBandLabels[match.incomeBand]}</LabelledCell>
                <LabelledCell label={c.outcome}>{outcomeLabels[match.outcome].word}</LabelledCell>
                <CardCell className="max-sm:col-span-2">
                  {match.invitedAt ? (
                    <span className="text-sm text-slate-700 dark:text-slate-300">{t.invitedOn(formatLongDate(match.invitedAt))}</span>
                  ) : (
                    <Button size="sm" onClick={() => setInviting(match)} aria-label={`${t.invite} ${matchName(match)}`}>
                      {t.invite}
                    </Button>
                  )}
                </CardCell>
              </CardRow>
            ))}
          </tbody>
        </Table>
      </TableFrame>
      {inviting && <InviteDialog match={inviting} onClose={() => setInviting(null)} />}
    </>
  );
}
