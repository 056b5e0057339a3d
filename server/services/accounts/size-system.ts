/**
 * The ring size system a signed-in shopper chose (decision record 057): kept on the account so that it
 * follows them to another browser; a guest's lives in the picker's cookie alone.
 */
import { eq } from 'drizzle-orm';
import type { SizeSystem } from '../../../domain/ring-sizes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The account's system, or null when the shopper never chose one. */
export async function readSizeSystem(db: DbOrTx, userId: number): Promise<SizeSystem | null> {
  const [row] = await db.select({ sizeSystem: users.sizeSystem }).from(users).where(eq(users.id, userId));
  return row?.sizeSystem ?? null;
}

/** Keeps the system the shopper chose on their account. */
export async function saveSizeSystem(db: DbOrTx, userId: number, system: SizeSystem): Promise<void> {
  await db.update(users).set({ sizeSystem: system }).where(eq(users.id, userId));
}
