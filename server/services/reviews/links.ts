/**
 * The signed link of a review request mail (decision record 052): it names one delivered order line
 * and when it stops working, and carries their HMAC-SHA256 under the shop's secret (JWT_SECRET),
 * made for this purpose alone (the MAC covers a purpose label first, so no other MAC of the shop —
 * an unsubscribe link's, a known device's — passes for one). Nothing is stored: the line says whose
 * order it was and which piece, and whoever holds the link may write (or edit) that buyer's review
 * of that piece until it expires, as the buyer would signed in.
 */
import { REVIEW_LINK_DAYS, REVIEW_MESSAGES as M } from '../../../domain/reviews.ts';
import { lineLinks } from '../signed-links/index.ts';

const links = lineLinks('jewellery-shop/review\n', REVIEW_LINK_DAYS, M);

/** The token of a link to review the order line `orderItemId`, working `REVIEW_LINK_DAYS` from `now`. */
export const reviewLinkToken = links.token;

/** The order line a token names; a token we did not make is refused (403), an expired one too, saying so. */
export const readReviewLinkToken = links.read;
