import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications } from '../../db/schema/applications.ts';
import { documents } from '../../db/schema/documents.ts';
import { payments, transactions } from '../../db/schema/payments.ts';
import { sponsorAllocations } from '../../db/schema/sponsorships.ts';
import { addresses, educationRecords, profileProgress, subjectMarks } from '../../db/schema/student-profile.ts';

// A learner's rows in every student-journey and payments table, each carrying a marker unique to
// that learner, so a test can tell whose rows an export holds.

export async function giveStudentJourney(db: Database, userId: string, sponsorId: string) {
  const mark = `m${randomBytes(5).toString('hex')}`;
  const filePath = `users/${userId}/documents/idDocument-${mark}.pdf`;
  await db
    .insert(addresses)
    .values({ userId, streetAddress: `1 ${mark} Street`, suburb: 'Soweto', city: 'Johannesburg', province: 'Gauteng', postalCode: '1804' });
  const [record] = await db
    .insert(educationRecords)
    .values({ userId, schoolName: `${mark} High`, province: 'Gauteng', completionYear: 2025 })
    .returning();
  await db.insert(subjectMarks).values([
    { educationRecordId: record!.id, subjectName: 'Mathematics', gradeLevel: 'grade12', mark: 81, position: 0 },
    { educationRecordId: record!.id, subjectName: 'English Home Language', gradeLevel: 'grade12', mark: 74, position: 1 },
  ]);
  await db.insert(profileProgress).values({ userId, currentStep: 2, draft: { note: mark } });
  const [application] = await db
    .insert(applications)
    .values({ userId, personalStatement: `${mark} statement`, status: 'submitted', documentPath: filePath })
    .returning();
  await db.insert(documents).values({
    userId,
    applicationId: application!.id,
    filePath,
    documentType: 'idDocument',
    originalName: `${mark}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: 1234,
    verificationStatus: 'approved',
    verification: { status: 'verified', confidence: 0.9 },
  });
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      merchantReference: `ref-${mark}`,
      planId: 'essential',
      tier: 'basic',
      amountCents: 9900,
      status: 'paid',
      provider: 'simulator',
      payerEmail: `${mark}@example.com`,
    })
    .returning();
  await db
    .insert(transactions)
    .values({ userId, paymentId: payment!.id, transactionType: 'plan_purchase', description: `Essential ${mark}`, amountCents: 9900, status: 'completed' });
  await db.insert(sponsorAllocations).values({ sponsorId, studentId: userId, plan: 'pro-ai', notes: `${mark} bursary` });
  return { mark, filePath, paymentId: payment!.id };
}

/** How many rows the learner still has in each table (payments counted by id: they outlive the user). */
export async function journeyFootprint(db: Database, userId: string, paymentId: string) {
  return {
    addresses: await db.$count(addresses, eq(addresses.userId, userId)),
    education: await db.$count(educationRecords, eq(educationRecords.userId, userId)),
    progress: await db.$count(profileProgress, eq(profileProgress.userId, userId)),
    applications: await db.$count(applications, eq(applications.userId, userId)),
    documents: await db.$count(documents, eq(documents.userId, userId)),
    transactions: await db.$count(transactions, eq(transactions.userId, userId)),
    allocations: await db.$count(sponsorAllocations, eq(sponsorAllocations.studentId, userId)),
    payment: (
      await db
        .select({ userId: payments.userId, payerEmail: payments.payerEmail, amountCents: payments.amountCents })
        .from(payments)
        .where(eq(payments.id, paymentId))
    )[0],
  };
}
