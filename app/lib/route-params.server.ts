/** What a page reads from its address's parameters, with the page's answer when they name nothing. */
import { data } from 'react-router';
import { idFromUrl } from '../../domain/schemas/id.ts';

/**
 * The row id a page's address names (`params.id`, or a query value), by the id schema
 * (domain/schemas/id.ts); anything else is the page's 404, as a missing row is.
 */
export function routeId(param: string | null | undefined): number {
  const id = idFromUrl(param);
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}
