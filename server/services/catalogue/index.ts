export { type CatalogCaches, type Listing, bestSellers, createCatalogCaches, getProduct, listing } from './catalog.ts';
export { listingEngineReady } from './listing-ready.ts';
export { followPromotions } from './promotions.ts';
export { BEST_SELLERS_EVERY_MS, refreshBestSellers } from './ranking.ts';
export {
  bumpCatalogueVersion,
  catalogueVersion,
  listCategories,
  listCategoryValues,
  listNamed,
  listSizes,
  listSubCategories,
  listThemes,
  listUsage,
  listValues,
  lookupEntries,
  readLookupLists,
  tileImages,
  typesByCategory,
} from './lookup-reads.ts';
export { addValue, changeValue, deleteValue, reorderValues } from './lookup-writes.ts';
export {
  type LinePricing,
  type LineStock,
  type Piece,
  type PieceRow,
  firstPriceMinor,
  loadPieces,
  piecesByVariant,
  piecesSql,
  priceLines,
  priceLinesFrom,
  variantIdsToRead,
} from './pieces.ts';
export {
  adminProductAnswer,
  adminProductListAnswer,
  categoryEntry,
  gemstoneEntry,
  listingAnswer,
  lowStockAnswer,
  nameEntry,
  productAnswer,
  sizeEntry,
  subCategoryEntry,
  themeEntry,
  uploadedImageAnswer,
} from './presenters.ts';
export { readProducts } from './product-cards.ts';
export { productOfSlug } from './product-slugs.ts';
export { uploadProductImage } from './product-images.ts';
export { listAdminProducts } from './product-list.ts';
export { createProduct, getAdminProduct, replaceProduct } from './product-writes.ts';
export {
  type LowStockRow,
  type ShelfDemand,
  checkStock,
  listLowStock,
  lowStockThreshold,
  refreshListing,
  refreshListingPrices,
  restockOrder,
  setLowStockThreshold,
  shelvePieces,
  takeStock,
} from './stock.ts';
