import { z } from 'zod';
import { partnerTexts as p } from '../../partner-texts.ts';
import { PARTNER_NOTE_TYPES } from '../../rules/partners.ts';
import { timestamp } from './common.ts';

// ---- Notes

export const partnerNoteSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  note: z.string(),
  noteType: z.enum(PARTNER_NOTE_TYPES),
  createdBy: z.object({ id: z.uuid().nullable(), name: z.string().nullable() }),
  createdAt: timestamp,
});
export type PartnerNote = z.infer<typeof partnerNoteSchema>;
export const partnerNoteListSchema = z.object({ notes: z.array(partnerNoteSchema) });
export const partnerNoteResponseSchema = z.object({ note: partnerNoteSchema });

export const newPartnerNoteSchema = z.object({
  note: z.string({ error: p.noteRequired }).trim().min(1, { error: p.noteRequired }).max(5000),
  noteType: z.enum(PARTNER_NOTE_TYPES).default('general'),
});
export type NewPartnerNote = z.input<typeof newPartnerNoteSchema>;
