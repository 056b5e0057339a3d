/**
 * The gift cards the shop sells (issue 34, decision record 050, "The owner's amounts"): one row, the
 * owner's to set, each change audited with before and after. The /gift-cards page offers them; the
 * cart and the order judge a card line by them. Kept by catalogue version like the returns policy.
 */
import { eq, sql } from 'drizzle-orm';
import type { GiftCardAmountsAnswer, GiftCardAmountsInput } from '../../../domain/contract/admin-gift-card-amounts.ts';
import { DEFAULT_GIFT_CARD_AMOUNTS, type GiftCardAmounts } from '../../../domain/gift-cards.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { giftCardSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { catalogue, keptSetting } from './kept-setting.ts';

interface SavedGiftCardAmounts extends GiftCardAmounts {
  /** When the owner last changed them; null while the defaults hold. */
  changedAt: Date | null;
}

const columns = {
  amountsMinor: giftCardSettings.amountsMinor,
  customAllowed: giftCardSettings.customAllowed,
  customMinMinor: giftCardSettings.customMinMinor,
  customMaxMinor: giftCardSettings.customMaxMinor,
  changedAt: giftCardSettings.updatedAt,
};

async function readGiftCardAmounts(db: DbOrTx): Promise<SavedGiftCardAmounts> {
  const [row] = await db.select(columns).from(giftCardSettings).where(eq(giftCardSettings.id, 1));
  return row ?? { ...DEFAULT_GIFT_CARD_AMOUNTS, changedAt: null };
}

/** The owner's amounts (the defaults until saved), read once per catalogue version on this instance. */
export const getGiftCardAmounts = keptSetting(readGiftCardAmounts);

/**
 * The amounts as one JSON value (null while the defaults hold), for a statement that reads them with
 * other facts: a quote and an order read them in the statement that reads the pieces, no round trip more.
 */
export const GIFT_CARD_AMOUNTS_JSON_SQL = `(SELECT json_build_object('amountsMinor', amounts_minor, 'customAllowed', custom_allowed,
  'customMinMinor', custom_min_minor, 'customMaxMinor', custom_max_minor) FROM gift_card_settings WHERE id = 1)`;

const amountsOf = ({ changedAt: _changedAt, ...amounts }: SavedGiftCardAmounts): GiftCardAmounts => amounts;

/** The owner changes the amounts: audited in the same transaction, the pages offering them rendered again. Saving the same amounts changes nothing. */
export async function saveGiftCardAmounts(db: Db, input: GiftCardAmountsInput, owner: { id: number; email: string }): Promise<SavedGiftCardAmounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gift-card-settings'))`);
    const read = await readGiftCardAmounts(tx);
    const before = amountsOf(read);
    const after: GiftCardAmounts = { ...input };
    if (JSON.stringify(before) === JSON.stringify(after)) return read;
    const [saved] = await tx
      .insert(giftCardSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: giftCardSettings.id, set: { ...after, updatedAt: sql`now()` } })
      .returning({ changedAt: giftCardSettings.updatedAt });
    await recordAudit(tx, owner, { action: 'gift_cards.settings', entity: 'settings', entityId: 'gift-cards', before: { ...before }, after: { ...after } });
    await (await catalogue()).bumpCatalogueVersion(tx);
    return { ...after, changedAt: saved!.changedAt };
  });
}

export const presentGiftCardAmounts = (saved: SavedGiftCardAmounts): GiftCardAmountsAnswer => ({
  ...amountsOf(saved),
  changedAt: saved.changedAt?.toISOString() ?? null,
});
