import { expect } from 'vitest';
import type { TestShop } from './test-shop.ts';

/**
 * A change an append-only table refuses twice over: through the shop's own connection (its role
 * lacks the privilege, or meets the trigger), and through the owner's, a superuser here, which
 * only the trigger stops (server/db/roles.ts, migrations 0019, 0022 and 0043).
 */
export async function expectRefusedToAll(shop: TestShop, statement: string, values: unknown[], trigger: RegExp): Promise<void> {
  await expect(shop.database.pool.query(statement, values)).rejects.toThrow(new RegExp(`permission denied|${trigger.source}`));
  await expect(shop.owner.query(statement, values)).rejects.toThrow(trigger);
}
