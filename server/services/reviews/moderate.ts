/**
 * Staff moderating reviews (decision record 052), and shoppers reporting one. Each step is taken
 * under the review's row lock and refused (409) when the state does not allow it; every step and
 * reply is audited with before and after. A refusal mails its reason to the author. What changes
 * the product page (a review published or hidden, a published review's reply) moves the catalogue
 * version in the same transaction: the product page is a kept page.
 */
import { eq, sql } from 'drizzle-orm';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import { REVIEW_MESSAGES as M, reviewStepTarget, type ReviewStep } from '../../../domain/reviews.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewReports, reviews } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';
import { deliverMail, type MailConfig } from '../mail/index.ts';
import { queueRefusalMail } from './mail.ts';
import { adminReview, type AdminReviewView } from './read.ts';

type Staff = { id: number; email: string };
type MailSettings = Pick<MailConfig, 'shopName' | 'publicUrl'>;

async function lockReview(tx: DbOrTx, id: number) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!review) throw new NotFound(M.notFound);
  return review;
}

/** Approves, refuses (with `reason`) or hides a review; answers it as staff see it. */
export async function moderateReview(db: Db, config: MailConfig, staff: Staff, id: number, step: ReviewStep, reason = ''): Promise<AdminReviewView> {
  const mailId = await db.transaction(async (tx) => {
    const before = await lockReview(tx, id);
    const to = reviewStepTarget(before.state, step);
    if (!to) throw new Conflict(M.stepNotAllowed(step, before.state));
    await tx
      .update(reviews)
      .set({
        state: to,
        refusalReason: step === 'refuse' ? reason : before.refusalReason,
        publishedAt: to === 'published' ? (before.publishedAt ?? sql`now()`) : before.publishedAt,
        updatedAt: sql`now()`,
      })
      .where(eq(reviews.id, id));
    const after = { state: to, ...(step === 'refuse' ? { refusalReason: reason } : {}) };
    await recordAudit(tx, staff, { action: `review.${step}`, entity: 'review', entityId: String(id), before: { state: before.state }, after });
    if (before.state === 'published' || to === 'published') await bumpCatalogueVersion(tx);
    return step === 'refuse' ? queueRefusalMail(tx, config as MailSettings, { ...before, refusalReason: reason }) : undefined;
  });
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  return adminReview(db, id);
}

/** The shop's public reply (empty removes it), audited; shown under the review once published. */
export async function replyToReview(db: Db, staff: Staff, id: number, reply: string): Promise<AdminReviewView> {
  await db.transaction(async (tx) => {
    const before = await lockReview(tx, id);
    if (before.reply === reply) return;
    await tx
      .update(reviews)
      .set({ reply, repliedAt: reply ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(reviews.id, id));
    await recordAudit(tx, staff, { action: 'review.reply', entity: 'review', entityId: String(id), before: { reply: before.reply }, after: { reply } });
    if (before.state === 'published') await bumpCatalogueVersion(tx);
  });
  return adminReview(db, id);
}

/** A shopper reports a published review (what is wrong, nothing of who): counted, and the reason kept for staff. Another state: 404. */
export async function reportReview(db: Db, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ reportCount: sql`${reviews.reportCount} + 1` })
      .where(sql`${reviews.id} = ${id} AND ${reviews.state} = 'published'`)
      .returning({ id: reviews.id });
    if (!updated) throw new NotFound(M.notFound);
    await tx.insert(reviewReports).values({ reviewId: id, reason });
  });
}
