import { INSTITUTION_DOCUMENT_LINK_SECONDS, type InstitutionApplication } from '@kusasa/domain/schemas/institution-applications/application';
import type { Membership } from '../../core/institution-members/members.service.ts';
import type { Kernel } from '../../core/kernel.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { createInstitutionApplicationsRepo, type InstitutionApplicationsRepo } from './institution-applications.repo.ts';
import { inboxStatus, toTimelineEvent } from './timeline.ts';

/** What a learner shares with the institution they applied to, read through the features that own it (wired by the area). */
export interface SharedData {
  documentsOf(learnerId: string): Promise<{ id: string; documentType: string; originalName: string | null; verificationStatus: string }[]>;
  documentLink(documentId: string, seconds: number): Promise<{ url: string; expiresAt: string } | undefined>;
  marksOf(learnerId: string): Promise<InstitutionApplication['marks']>;
  /** The learner's score under the programme's own rule pack. */
  apsFor(learnerId: string, programmeId: string | null): Promise<InstitutionApplication['aps']>;
}

type Row = NonNullable<Awaited<ReturnType<InstitutionApplicationsRepo['one']>>>;
const iso = (date: Date | null) => date?.toISOString() ?? null;

interface DetailDeps extends Pick<Kernel, 'db' | 'admissions'> {
  users: Pick<UsersService, 'sessionUsers' | 'personalDetails' | 'displayNamesOf'>;
  shared: SharedData;
}

export async function applicationDetail(deps: DetailDeps, member: Membership, row: Row): Promise<InstitutionApplication> {
  const { users, shared, admissions, db } = deps;
  const repo = createInstitutionApplicationsRepo(db, users.sessionUsers());
  const [person, events, comments, documents, marks, aps] = await Promise.all([
    users.personalDetails(row.userId),
    admissions.eventsOf(row.id),
    repo.comments(row.id),
    shared.documentsOf(row.userId),
    shared.marksOf(row.userId),
    shared.apsFor(row.userId, row.programmeId),
  ]);
  const colleagueIds = [
    ...events.filter((event) => event.actor === 'institution').map((event) => event.actorId),
    ...comments.map((comment) => comment.authorId),
  ];
  const names = await users.displayNamesOf(colleagueIds);
  const links = await Promise.all(documents.map((document) => shared.documentLink(document.id, INSTITUTION_DOCUMENT_LINK_SECONDS)));
  return {
    id: row.id,
    status: inboxStatus(row.status),
    trackingId: person?.trackingId ?? null,
    learner: {
      fullName: person?.fullName ?? null,
      email: person?.contactEmail ?? person?.email ?? null,
      phoneNumber: person?.phoneNumber ?? null,
      gender: person?.gender ?? null,
      idVerified: person?.idVerified ?? false,
      identityCheck: person?.identityCheck ?? null,
    },
    institutionName: row.institutionName,
    programmeId: row.programmeId,
    programmeName: row.programmeName,
    grade12Results: row.grade12Results,
    personalStatement: row.personalStatement,
    marks,
    aps,
    documents: documents.map((document, index) => ({
      id: document.id,
      documentType: document.documentType,
      originalName: document.originalName,
      verificationStatus: document.verificationStatus,
      url: links[index]?.url ?? null,
      expiresAt: links[index]?.expiresAt ?? null,
    })),
    decision: { reasonCode: row.decisionReasonCode, note: row.decisionNote, condition: row.decisionCondition },
    submittedAt: iso(row.submittedAt),
    statusChangedAt: iso(row.statusChangedAt),
    firstViewedAt: iso(row.firstViewedAt),
    timeline: events.map((event) => toTimelineEvent(event, names)),
    comments: comments.map((comment) => ({
      id: comment.id,
      authorName: comment.authorId ? (names.get(comment.authorId) ?? null) : null,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
    })),
    viewer: { role: member.role, canDecide: member.role !== 'reviewer' },
  };
}
