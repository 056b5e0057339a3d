export {
  type CartLineChoice,
  type CartView,
  type WishlistView,
  getCart,
  getWishlist,
  mergeCart,
  mergeWishlist,
  replaceCart,
  replaceWishlist,
} from './carts.ts';
