/**
 * Toasts: one position and one duration everywhere (the old storefront used several: top right
 * 5 s, top centre 2 s, 3 s on some pages). Top centre reads well on a phone and a desktop alike;
 * 3 s is the common value and long enough for the short messages shown. See docs/product.md.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;
