/** The catalogue use cases pages need, bound to the request's load context. */
import type { AppLoadContext } from 'react-router';
import * as catalog from '../../../server/services/catalog.ts';

export function loadBestSellers(context: AppLoadContext, limit = 8) {
  return catalog.bestSellers(context.db, limit);
}
