/**
 * Catalogue artwork drawn in code: every picture of the shop is a standalone
 * SVG document string (no fonts, no external references, unique ids).
 */
export { renderProductImage } from './product-image.ts';
export { renderBanner, renderBlogImage, renderCategoryTile, renderGalleryImage, renderMobileBanner, renderOccasionTile, renderThemeTile } from './tiles.ts';
