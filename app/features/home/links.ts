/**
 * Where the home page's tiles lead: each to the listing filtered by what it names, the address
 * made by domain/listing-url.ts. The tiles have always written their values as URI components (a
 * space as %20); the listing reads either spelling.
 */
import type { FilterParam } from '../../../domain/listing-filters.ts';
import { listingHref } from '../../../domain/listing-url.ts';

export const tileHref = (param: FilterParam, value: string) => listingHref({ [param]: value }, { encoding: 'component' });
