/**
 * A one-row owner's setting the pages print (the returns policy, the gift card amounts), read once
 * per catalogue version on each instance: saving one moves the catalogue version in its own
 * transaction, so every instance reads the new value at its next request and the page cache renders
 * the pages that print it afresh.
 */
import type { DbOrTx } from '../../db/client.ts';
import { VersionedCache } from '../caching/index.ts';
import type { CatalogCaches } from '../catalogue/index.ts';

/**
 * The catalogue module, loaded when first asked for: the mail module reads this one (the seller in
 * every e-mail) and the catalogue, through the content module, reads the mail module, so a static
 * import here would close a circle and leave one of them half-loaded at start.
 */
export const catalogue = () => import('../catalogue/index.ts');

/**
 * The reader of a setting kept by catalogue version. With the shop's catalogue caches, the version is
 * the one the page cache reads for the request; without, it is read from the database.
 */
export function keptSetting<T>(read: (db: DbOrTx) => Promise<T>): (db: DbOrTx, caches?: CatalogCaches) => Promise<T> {
  const kept = new WeakMap<object, VersionedCache<T>>();
  return async (db, caches) => {
    let cache = kept.get(db);
    if (!cache) kept.set(db, (cache = new VersionedCache<T>(1)));
    const version = await (caches ? caches.listings.version(db) : (await catalogue()).catalogueVersion(db));
    return cache.get(version, 'setting', () => read(db));
  };
}
