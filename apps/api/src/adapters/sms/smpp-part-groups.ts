import type { DeliveryStatus } from './sms-sender.ts';

/** How many parts' ids are kept waiting for receipts; the oldest are forgotten beyond it. */
const KEEP_PARTS = 10_000;

interface PartGroup {
  ref: string;
  ids: string[];
  pending: Set<string>;
}

// A long message's parts each get an id from the provider; its receipt is reported under the
// first part's id once every part is delivered, or at once when one fails.
export function createPartGroups() {
  const partOf = new Map<string, PartGroup>();

  return {
    /** The sent message's reference (its first part's id), its parts remembered until their receipts. */
    remember(ids: string[]): string {
      const providerRef = ids[0] ?? '';
      const group = { ref: providerRef, ids, pending: new Set(ids) };
      if (ids.length > 1) for (const id of ids) partOf.set(id, group);
      while (partOf.size > KEEP_PARTS) partOf.delete(partOf.keys().next().value ?? '');
      return providerRef;
    },

    /** The reference to report this part's receipt under, or null while other parts are still on their way. */
    receiptRef(partId: string, status: DeliveryStatus): string | null {
      const group = partOf.get(partId);
      if (group) {
        if (status === 'delivered') group.pending.delete(partId);
        if (status !== 'failed' && group.pending.size > 0) return null;
        for (const id of group.ids) partOf.delete(id);
      }
      return group?.ref ?? partId;
    },
  };
}
