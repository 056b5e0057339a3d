/**
 * Whether the listing engine has been built (readiness, server/api/health.ts): a shop whose engine
 * is not built yet answers its first listing pages only after reading the whole catalogue. Asked
 * before any build, it starts one and waits for it a little, so a small catalogue is ready at the
 * first probe and a large one says "not yet" until its engine stands.
 */
import type { Db } from '../../db/client.ts';
import type { CatalogCaches } from './catalog.ts';

export async function listingEngineReady(db: Db, caches: CatalogCaches, waitMs: number): Promise<boolean> {
  if (caches.listings.latest) return true;
  const built = caches.listings.version(db).then((version) => caches.listings.forVersion(db, version));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)));
  try {
    return (await Promise.race([built, late])) !== undefined;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    built.catch(() => {});
  }
}
