export { createProduct, getAdminProduct, listAdminProducts, replaceProduct } from './admin-products.ts';
export {
  type CatalogCaches,
  type Listing,
  bestSellers,
  createCatalogCaches,
  getCategory,
  getProduct,
  listCategories,
  listCategoryValues,
  listLookups,
  listNamed,
  listSizes,
  listSubCategories,
  listThemes,
  listing,
} from './catalog.ts';
export { addValue, catalogueVersion, changeValue, deleteValue, listEntries, listUsage, listValues, reorderValues, tileImages } from './lookup-lists.ts';
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
export { readProducts } from './product-cards.ts';
export { uploadProductImage } from './product-images.ts';
export {
  type LowStockRow,
  type ShelfDemand,
  checkStock,
  listLowStock,
  lowStockThreshold,
  refreshListing,
  restockOrder,
  setLowStockThreshold,
  takeStock,
} from './stock.ts';
