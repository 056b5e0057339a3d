import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../../db/client.ts';
import type * as PersonKeysModule from './person-keys.ts';

/** A database answering one person's key row, as `openingKeys` reads it. */
const holding = (wrappedKey: string) => ({ select: () => ({ from: () => ({ where: async () => [{ userId: 1, wrappedKey }] }) }) }) as unknown as DbOrTx;

type PersonKeys = typeof PersonKeysModule;
const freshCopy = async (): Promise<PersonKeys> => {
  vi.resetModules();
  return import('./person-keys.ts');
};

describe('the key that wraps the persons’ keys', () => {
  it('set at start in one copy of the module, reaches another (the server and the pages are two bundles)', async () => {
    const server = await freshCopy();
    server.setAuditSecret('the-shop-secret');
    const pages = await freshCopy();
    expect(pages).not.toBe(server);
    // Opened with the key set by the other copy: a row sealed under another key reads unreadable, nothing throws.
    expect(await pages.openingKeys(holding('v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA'), [1])).toEqual(new Map([[1, 'unreadable']]));
  });

  it('is asked for, never guessed, when nothing set it', async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('jewellery-shop/audit-person-key/v1')];
    const copy = await freshCopy();
    await expect(copy.openingKeys(holding('v1.a.b.c'), [1])).rejects.toThrow(/call setAuditSecret/);
  });
});
