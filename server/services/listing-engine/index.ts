/**
 * The listing engine (decision 011): the published catalogue in memory, answering the storefront
 * listing's filters, facets, sorts, pages and search. This file is the folder's only public
 * surface; what is not exported here is the engine's own.
 */
export { ListingIndex, ListingIndexBuilder, Vocabulary, type IndexAnswer, type IndexQuery, type IndexRow } from './listing-index.ts';
export { ListingThread } from './thread.ts';
