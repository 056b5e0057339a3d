/**
 * The owner's review settings (decision record 052): one row, the days after delivery the request
 * mail waits, whether reviews publish without staff approving them, and what makes a BEST SELLER
 * (decision record 054); the defaults until saved. Each change is audited with before and after; a
 * new best-seller period or number counts the best sellers again in the same transaction, so the
 * badges follow the save at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { ReviewSettingsAnswer, ReviewSettingsInput } from '../../../domain/contract/admin-reviews.ts';
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from '../../../domain/reviews.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { refreshBestSellers } from '../catalogue/index.ts';

interface SavedReviewSettings extends ReviewSettings {
  /** When the owner last changed them; null while the defaults hold. */
  changedAt: Date | null;
}

const FIELDS = ['requestDelayDays', 'autoApprove', 'bestSellerDays', 'bestSellerCount'] as const satisfies ReadonlyArray<keyof ReviewSettings>;

export async function getReviewSettings(db: DbOrTx): Promise<SavedReviewSettings> {
  const [row] = await db
    .select({
      requestDelayDays: reviewSettings.requestDelayDays,
      autoApprove: reviewSettings.autoApprove,
      bestSellerDays: reviewSettings.bestSellerDays,
      bestSellerCount: reviewSettings.bestSellerCount,
      changedAt: reviewSettings.updatedAt,
    })
    .from(reviewSettings)
    .where(eq(reviewSettings.id, 1));
  return row ?? { ...DEFAULT_REVIEW_SETTINGS, changedAt: null };
}

/**
 * The owner changes the settings, audited in the same transaction; the same settings again change
 * nothing. A best-seller field left out keeps what was saved.
 */
export async function saveReviewSettings(db: Db, input: ReviewSettingsInput, owner: { id: number; email: string }): Promise<SavedReviewSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('review-settings'))`);
    const read = await getReviewSettings(tx);
    const before: ReviewSettings = {
      requestDelayDays: read.requestDelayDays,
      autoApprove: read.autoApprove,
      bestSellerDays: read.bestSellerDays,
      bestSellerCount: read.bestSellerCount,
    };
    const after: ReviewSettings = {
      requestDelayDays: input.requestDelayDays,
      autoApprove: input.autoApprove,
      bestSellerDays: input.bestSellerDays ?? before.bestSellerDays,
      bestSellerCount: input.bestSellerCount ?? before.bestSellerCount,
    };
    if (FIELDS.every((field) => before[field] === after[field])) return read;
    const [saved] = await tx
      .insert(reviewSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: reviewSettings.id, set: { ...after, updatedAt: sql`now()` } })
      .returning({ changedAt: reviewSettings.updatedAt });
    await recordAudit(tx, owner, { action: 'reviews.settings', entity: 'settings', entityId: 'reviews', before: { ...before }, after: { ...after } });
    if (before.bestSellerDays !== after.bestSellerDays || before.bestSellerCount !== after.bestSellerCount) await refreshBestSellers(tx);
    return { ...after, changedAt: saved!.changedAt };
  });
}

export const presentReviewSettings = (saved: SavedReviewSettings): ReviewSettingsAnswer => ({
  requestDelayDays: saved.requestDelayDays,
  autoApprove: saved.autoApprove,
  bestSellerDays: saved.bestSellerDays,
  bestSellerCount: saved.bestSellerCount,
  changedAt: saved.changedAt?.toISOString() ?? null,
});
