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
import { catalogue } from './kept-setting.ts';

export interface ShopSettings extends Seller {
  /** The IANA time zone the owner's times are typed and shown in (decision record 038). */
  timeZone: string;
  /** The environment's first defaults, never saved by the owner. */
  sampleDetails: boolean;
}

const columns = {
  legalName: shopSettings.legalName,
  address: shopSettings.address,
  taxNumber: shopSettings.taxNumber,
  email: shopSettings.email,
  phone: shopSettings.phone,
  timeZone: shopSettings.timeZone,
  sampleDetails: sql<boolean>`${shopSettings.savedAt} IS NULL`,
};

/** A shop without its row (migration 0031 writes it): nothing to print yet. */
const NO_SELLER: ShopSettings = { legalName: '', address: [], taxNumber: '', email: '', phone: '', timeZone: 'UTC', sampleDetails: true };

export async function getShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const [row] = await db.select(columns).from(shopSettings).where(eq(shopSettings.id, 1));
  return row ?? NO_SELLER;
}

/** The seller as a document or an e-mail prints it. */
export const sellerOf = ({ sampleDetails: _sample, timeZone: _zone, ...seller }: ShopSettings): Seller => seller;

/** The shop's time zone, the owner's times are typed and shown in. */
export const shopTimeZone = async (db: DbOrTx): Promise<string> => (await getShopSettings(db)).timeZone;

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

/**
 * The environment's values, written while the owner has not saved their own (at each start). The
 * tax number is the owner's alone; the time zone (SHOP_TIME_ZONE, else UTC) too once saved.
 */
export async function applySellerDefaults(db: DbOrTx, defaults: Omit<Seller, 'taxNumber'> & { timeZone?: string }): Promise<void> {
  const values = {
    legalName: defaults.legalName,
    address: [...defaults.address],
    email: defaults.email,
    phone: defaults.phone,
    ...(defaults.timeZone ? { timeZone: defaults.timeZone } : {}),
  };
  await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() }, setWhere: isNull(shopSettings.savedAt) });
}

/** Saves the owner's details (no longer sample ones), audited with before and after in the same transaction. */
export async function saveShopSettings(db: DbOrTx, input: ShopSettingsInput, actor: { id: number; email: string }): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = await getShopSettings(tx);
    // Left out (a client written before the setting), the time zone stays as it was.
    const after: ShopSettings = { ...input, address: [...input.address], timeZone: input.timeZone ?? before.timeZone, sampleDetails: false };
    const values = {
      legalName: input.legalName,
      address: after.address,
      taxNumber: input.taxNumber,
      email: input.email,
      phone: input.phone,
      timeZone: after.timeZone,
    };
    const now = new Date();
    await tx
      .insert(shopSettings)
      .values({ id: 1, ...values, savedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, savedAt: now, updatedAt: now } });
    await recordAudit(tx, actor, { action: 'shop.settings', entity: 'shop_settings', entityId: 1, before: { ...before }, after: { ...after } });
    // The home page names the seller (its Organization data): its kept copies are rendered again.
    await (await catalogue()).bumpCatalogueVersion(tx);
    sendingReads.delete(db);
    return after;
  });
}
