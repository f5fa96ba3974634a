import { INQUIRY_INSTITUTION_TYPES, INQUIRY_STUDENT_COUNTS, INQUIRY_TIERS, INQUIRY_TRANSITIONS, inquiryStatusOf } from '@kusasa/domain/rules/partners';
import type { Inquiry, InquiryReply } from '@kusasa/domain/schemas/partners/inquiries';
import type { InquiryReplyRow, InquiryRow } from './partner-inquiries.repo.ts';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** `senders`: the users service's display names by id (a sender no longer found shows no name). */
export function toInquiryReply(row: InquiryReplyRow, senders: ReadonlyMap<string, string>): InquiryReply {
  return {
    id: row.id,
    subject: row.subject,
    message: row.body,
    sentTo: row.sentTo,
    sentBy: { id: row.senderId, name: row.senderId ? (senders.get(row.senderId) ?? null) : null },
    sentAt: row.sentAt.toISOString(),
  };
}

export function toInquiry(row: InquiryRow, replies: InquiryReplyRow[], senders: ReadonlyMap<string, string>): Inquiry {
  const status = inquiryStatusOf(row.status);
  return {
    id: row.id,
    institutionName: row.institutionName,
    institutionType: oneOf(INQUIRY_INSTITUTION_TYPES, row.institutionType) ?? 'university',
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    website: row.website,
    studentCount: oneOf(INQUIRY_STUDENT_COUNTS, row.studentCount),
    interestedTier: oneOf(INQUIRY_TIERS, row.interestedTier),
    message: row.message,
    status,
    nextStatuses: [...INQUIRY_TRANSITIONS[status]],
    partnerId: row.partnerId,
    replies: replies.filter((reply) => reply.inquiryId === row.id).map((reply) => toInquiryReply(reply, senders)),
    createdAt: row.createdAt.toISOString(),
  };
}
