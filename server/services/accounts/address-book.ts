/**
 * The shopper's address book (decision record 041): several addresses, exactly one of them the
 * default once there is any. Each write locks the account's row first, so two at once (two tabs
 * adding a first address) cannot both make a default; a partial unique index is the backstop.
 * Another shopper's address answers NotFound, exactly like a missing one, so ids cannot be probed.
 * Addresses arrive read by the address rules (domain/schemas/address-book.ts): the country as its
 * code, the state by its name.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { NotFound, Unprocessable } from '../../../domain/errors.ts';
import { ADDRESS_BOOK_LIMIT, ADDRESS_BOOK_MESSAGES as M, type SavedAddressInput } from '../../../domain/schemas/address-book.ts';
import type { DbOrTx } from '../../db/client.ts';
import { customerAddresses, users } from '../../db/schema/index.ts';

export type SavedAddress = Omit<typeof customerAddresses.$inferSelect, 'userId' | 'createdAt' | 'updatedAt'>;

const addressColumns = {
  id: customerAddresses.id,
  name: customerAddresses.name,
  company: customerAddresses.company,
  address: customerAddresses.address,
  city: customerAddresses.city,
  country: customerAddresses.country,
  state: customerAddresses.state,
  zip: customerAddresses.zip,
  phone: customerAddresses.phone,
  isDefault: customerAddresses.isDefault,
};

const ofAccount = (userId: number, id: number) => and(eq(customerAddresses.userId, userId), eq(customerAddresses.id, id));

/** The default first, then the newest first. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<SavedAddress[]> {
  return db
    .select(addressColumns)
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, userId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id));
}

/** Serialises the account's address-book writes. */
async function lockAccount(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const fields = ({ isDefault: _isDefault, ...address }: SavedAddressInput) => address;

async function clearDefault(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.userId, userId), eq(customerAddresses.isDefault, true)));
}

/** Adds an address; the first one, or one sent as the default, becomes the default. */
export async function addAddress(db: DbOrTx, userId: number, input: SavedAddressInput): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [kept] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.userId, userId));
    const n = kept?.n ?? 0;
    if (n >= ADDRESS_BOOK_LIMIT) throw new Unprocessable(M.full);
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [saved] = await tx
      .insert(customerAddresses)
      .values({ ...fields(input), userId, isDefault })
      .returning(addressColumns);
    return saved!;
  });
}

/** Replaces one of the shopper's addresses; sent as the default, it becomes it (a default stays one until another is made it). */
export async function replaceAddress(db: DbOrTx, userId: number, id: number, input: SavedAddressInput): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    if (input.isDefault === true) await clearDefault(tx, userId);
    const [saved] = await tx
      .update(customerAddresses)
      .set({ ...fields(input), ...(input.isDefault === true ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(ofAccount(userId, id))
      .returning(addressColumns);
    if (!saved) throw new NotFound(M.notFound);
    return saved;
  });
}

/** Makes one of the shopper's addresses the default (the account page's button). */
export async function makeDefaultAddress(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await clearDefault(tx, userId);
    const [made] = await tx.update(customerAddresses).set({ isDefault: true }).where(ofAccount(userId, id)).returning({ id: customerAddresses.id });
    if (!made) throw new NotFound(M.notFound);
  });
}

/** Deletes one of the shopper's addresses; when it was the default, the newest of the others becomes it. */
export async function deleteAddress(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [gone] = await tx.delete(customerAddresses).where(ofAccount(userId, id)).returning({ isDefault: customerAddresses.isDefault });
    if (!gone) throw new NotFound(M.notFound);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.userId, userId), ne(customerAddresses.id, id)))
      .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
      .limit(1);
    if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
}
