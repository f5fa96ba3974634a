import type { Executor } from '../../db/database.ts';
import type { PaymentKind } from '../../db/schema/payments.ts';
import type { UsersService } from '../../core/users/users.service.ts';
import { effectiveStatus, planFields, toPaymentView } from './payment-views.ts';
import { createPaymentsRepo, type AdminListQuery, type PaymentChange } from './payments.repo.ts';
import type { Kernel } from '../../core/kernel.ts';

// Payment and billing rows for the features beside payments (recovery, subscription, "Your
// data"): they read and change them only through this, wired in its area, never through the tables
// or the repo. A change takes the caller's transaction, since it commits with the caller's rows.
export function createPaymentRecords({ db, users }: Pick<Kernel, 'db'> & { users: Pick<UsersService, 'idsMatching'> }) {
  const repo = (executor: Executor = db) => createPaymentsRepo(executor);
  return {
    /** A plan payment (recovery's only kind; partner subscriptions are the partner CRM's). */
    byId: async (id: string) => {
      const row = await repo().byId(id);
      return row?.kind === 'plan' ? row : null;
    },
    /** A payment of any kind: recovery's Refunds Due lists what other areas kept for a refund. */
    anyKindById: (id: string) => repo().byId(id),
    forUser: (userId: string) => repo().forUser(userId),
    /** A user's payments of another kind, e.g. what a sponsor paid (the admin's sponsor profile). */
    ofKindForUser: (userId: string, kind: PaymentKind) => repo().ofKindForUser(userId, kind),
    /** Orphaned or failed payments for the admin; a search also finds them by their user's email or tracking id. */
    adminList: (query: AdminListQuery) => repo().adminList(query, query.search ? users.idsMatching(query.search) : undefined),
    forUserOrPayer: (userId: string | null, email: string) => repo().forUserOrPayer(userId, email),
    /** Locks the row until `tx` ends. */
    lock: (tx: Executor, id: string) => repo(tx).lock(id),
    update: (tx: Executor, id: string, change: PaymentChange) => repo(tx).update(id, change),

    billingHistory: (userId: string) => repo().billingHistory(userId),

    // "Your data": the download, and what a deletion keeps.
    exportFor: (userId: string) => repo().exportFor(userId),
    billingFor: (userId: string) => repo().billingFor(userId),
    forgetPayer: (tx: Executor, userId: string) => repo(tx).forgetPayer(userId),

    // How payments are shown, the same everywhere.
    effectiveStatus,
    planFields,
    toPaymentView,
  };
}
export type PaymentRecords = ReturnType<typeof createPaymentRecords>;
