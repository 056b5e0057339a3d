/** The shopper's "Ship to" country and the prices it shows (issue 32, decision record 036). */
export { placePriceView, shipToOf, type ShipTo } from './ship-to.ts';
