/**
 * The listing engine (decision 011): the published catalogue in memory, answering the storefront
 * listing's filters, facets, sorts, pages and search. This file is the folder's only public
 * surface, and exports what code outside the folder uses; the rest is the engine's own.
 */
export { ListingIndexBuilder, type ListingIndex } from './listing-index.ts';
export type { IndexAnswer, IndexQuery, IndexRow } from './parts.ts';
export { Vocabulary } from './text.ts';
export { ListingThread } from './thread.ts';
