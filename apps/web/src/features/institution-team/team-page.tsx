import { useState } from 'react';
import { institutionRoleLabels } from '@kusasa/domain/admission-texts';
import { teamTexts as t } from '@kusasa/domain/institution-workspace-texts';
import type { Team } from '@kusasa/domain/schemas/institution-workspace/team';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import type { PageProps } from '../../lib/page-props';
import { toast } from '../../lib/toast';
import { useRemoveMember, useRevokeInvitation, useTeam } from './api/team-api';
import { InviteForm } from './invite-form';
import { RetryAlert } from '../../components/ui/load-failed';

type Member = Team['members'][number];
const day = (iso: string) => iso.slice(0, 10);

/** /institutions/team: colleagues and pending invitations; the lead invites, revokes and removes. */
export default function TeamPage({ title }: PageProps) {
  const team = useTeam();
  const revoke = useRevokeInvitation();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const failed = (failure: Error) => toast.error(failure.message);

  return (
    <Container className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
      {team.isPending ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label="Loading your team..." />
        </div>
      ) : team.isError ? (
        <RetryAlert
          message={team.error.message}
          retry="Retry"
          query={team}
          tone={team.error instanceof ApiError && team.error.status === 403 ? 'info' : 'error'}
          className="mt-6"
        />
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{team.data.institutionName}</p>
          <section className="mt-6" aria-labelledby="team-members">
            <h2 id="team-members" className="text-lg font-semibold text-slate-950 dark:text-white">
              {t.members}
            </h2>
            <ul className="mt-3 grid gap-3">
              {team.data.members.map((member) => (
                <li key={member.userId}>
                  <Card className="flex flex-wrap items-center justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold break-words">{member.name ?? member.email}</p>
                      <p className="text-sm break-all text-slate-700 dark:text-slate-300">{member.email}</p>
                      <p className="text-sm text-slate-700 dark:text-slate-300">
                        {institutionRoleLabels[member.role]} · {day(member.joinedAt)}
                      </p>
                    </div>
                    {team.data.canManage && member.role !== 'lead' && (
                      <Button variant="outline" size="sm" onClick={() => setRemoving(member)}>
                        {t.remove}
                      </Button>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          </section>
          {team.data.canManage && (
            <>
              <section className="mt-8" aria-labelledby="team-invite">
                <h2 id="team-invite" className="text-lg font-semibold text-slate-950 dark:text-white">
                  {t.invite}
                </h2>
                <InviteForm />
              </section>
              <section className="mt-8" aria-labelledby="team-invitations">
                <h2 id="team-invitations" className="text-lg font-semibold text-slate-950 dark:text-white">
                  {t.invitations}
                </h2>
                {team.data.invitations.length === 0 ? (
                  <p className="mt-3 text-slate-700 dark:text-slate-300">{t.noInvitations}</p>
                ) : (
                  <ul className="mt-3 grid gap-3">
                    {team.data.invitations.map((invitation) => (
                      <li key={invitation.id}>
                        <Card className="flex flex-wrap items-center justify-between gap-3">
                          <div className="min-w-0">
                            <p className="font-semibold break-all">{invitation.email}</p>
                            <p className="text-sm text-slate-700 dark:text-slate-300">
                              {institutionRoleLabels[invitation.role]} · until {day(invitation.expiresAt)}
                            </p>
                          </div>
                          <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(invitation.id, { onError: failed })}>
                            {t.revoke}
                          </Button>
                        </Card>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.remove}
        question={removing ? t.removeConfirm(removing.name ?? removing.email) : ''}
        confirm={t.remove}
        cancel="Cancel"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.userId, { onSuccess: () => setRemoving(null), onError: failed })}
      />
    </Container>
  );
}
