/**
 * The seller's identity (issue 31, decision record 035): one row, the owner's to set. Until the
 * owner saves it, each start writes the environment's values into it (`applySellerDefaults`:
 * SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE), and the back office flags them as sample
 * details. So every reader — the papers, an invoice issued inside a payment's transaction, the
 * e-mails as they are sent — reads the one row, and none needs the environment.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import type { ShopSettingsInput } from '../../../domain/contract/shop.ts';
import type { Seller } from '../../../domain/seller.ts';
import type { DbOrTx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';

export interface ShopSettings extends Seller {
  /** The environment's first defaults, never saved by the owner. */
  sampleDetails: boolean;
}

const columns = {
  legalName: shopSettings.legalName,
  address: shopSettings.address,
  taxNumber: shopSettings.taxNumber,
  email: shopSettings.email,
  phone: shopSettings.phone,
  sampleDetails: sql<boolean>`${shopSettings.savedAt} IS NULL`,
};

/** A shop without its row (migration 0031 writes it): nothing to print yet. */
const NO_SELLER: ShopSettings = { legalName: '', address: [], taxNumber: '', email: '', phone: '', sampleDetails: true };

export async function getShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const [row] = await db.select(columns).from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? NO_SELLER;
}

/** The seller as a document or an e-mail prints it. */
export const sellerOf = ({ sampleDetails: _sample, ...seller }: ShopSettings): Seller => seller;

/** How long the e-mails being sent reuse a read of the seller. */
const SENDING_READ_MS = 5_000;
const sendingReads = new WeakMap<object, { at: number; read: Promise<ShopSettings> }>();

/**
 * The seller as the e-mails being sent read it: one read serves every e-mail sent within 5
 * seconds of it, so an order's confirmation costs no round trip of its own and a burst of them is
 * delivered (and marked sent) together. A save on this instance is in the next e-mail at once;
 * one made on another instance, within 5 seconds.
 */
export function sendingShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const kept = sendingReads.get(db);
  if (kept && Date.now() - kept.at < SENDING_READ_MS) return kept.read;
  const read = getShopSettings(db);
  sendingReads.set(db, { at: Date.now(), read });
  // A failed read is not kept: the next e-mail asks again.
  read.catch(() => sendingReads.delete(db));
  return read;
}

/** The environment's values, written while the owner has not saved their own (at each start). The tax number is the owner's alone. */
export async function applySellerDefaults(db: DbOrTx, defaults: Omit<Seller, 'taxNumber'>): Promise<void> {
  const values = { legalName: defaults.legalName, address: [...defaults.address], email: defaults.email, phone: defaults.phone };
  await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() }, setWhere: isNull(shopSettings.savedAt) });
}

/** Saves the owner's details (no longer sample ones), audited with before and after in the same transaction. */
export async function saveShopSettings(db: DbOrTx, input: ShopSettingsInput, actor: { id: number; email: string }): Promise<ShopSettings> {
  const after: ShopSettings = { ...input, address: [...input.address], sampleDetails: false };
  await db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    const values = { legalName: input.legalName, address: after.address, taxNumber: input.taxNumber, email: input.email, phone: input.phone };
    const now = new Date();
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values, savedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, savedAt: now, updatedAt: now } });
    await recordAudit(tx, actor, { action: 'shop.settings', entity: 'shop_settings', entityId: 1, before: { ...before }, after: { ...after } });
  });
  sendingReads.delete(db);
  return after;
}
