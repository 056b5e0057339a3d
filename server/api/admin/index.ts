/**
 * The back office's API under /api/admin. One guard covers every route mounted here: no session
 * answers 401, a customer's session 403; owner-only routes check the role again (`requireOwner`).
 * A test walks every /api/admin operation of the OpenAPI document with both, so no route can be
 * added unguarded.
 */
import type { Context, Next } from 'hono';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { assertOwner, assertRecentAuthentication, assertStaff, assertTwoFactorSatisfied, sessionFromRequest } from '../../services/accounts/index.ts';
import type { Api, ApiEnv } from '../context.ts';
import { mountAudit } from './audit.ts';
import { mountOrders } from './orders.ts';
import { mountCardCapture } from './card-capture.ts';
import { mountOrderMoney } from './order-money.ts';
import { mountDashboard } from './dashboard.ts';
import { mountAdminProducts } from './products.ts';
import { mountImages } from './images.ts';
import { mountStaff } from './staff.ts';
import { mountTwoFactor } from './two-factor.ts';
import { mountStock } from './stock.ts';
import { mountLists } from './lists.ts';
import { mountInbox } from './inbox.ts';
import { mountPaymentSettings } from './payment-settings.ts';
import { mountDiscounts } from './discounts.ts';
import { mountShipping } from './shipping.ts';
import { mountTaxSettings } from './tax-settings.ts';
import { mountShopSettings } from './shop-settings.ts';
import { mountRetention } from './retention.ts';
import { mountGiftCardSettings } from './gift-card-settings.ts';
import { mountPricing } from './pricing.ts';
import { mountReturnSettings } from './return-settings.ts';
import { mountStoreCredit } from './store-credit.ts';
import { mountCustomerPrivacy } from './customer-privacy.ts';
import { mountCustomers } from './customers.ts';
import { mountAdminGiftCards } from './gift-cards.ts';
import { mountAdminReturns } from './returns.ts';
import { mountAdminReviews } from './reviews.ts';
import { mountPriceSheet } from './price-sheet.ts';

/** The staff member calling, set by the guard. */
export const staffMember = (c: Context<ApiEnv>): PublicUser => c.get('staff')!;

/** For owner-only operations: staff who are not the owner get 403. */
export const requireOwner = (c: Context<ApiEnv>): PublicUser => assertOwner(staffMember(c));

/**
 * For owner actions (staff, security settings, and later payment settings): the owner, who entered
 * their password or a code within the last 10 minutes of this session; else 403
 * `reauthentication_required` (`POST /api/admin/reauthenticate`, then try again).
 */
export function requireRecentOwner(c: Context<ApiEnv>): PublicUser {
  const owner = requireOwner(c);
  assertRecentAuthentication(c.get('staffSession')!);
  return owner;
}

/** What a member the owner requires to use two-factor may still do before setting it up: who am I, and the set-up. */
const OPEN_BEFORE_ENROLMENT = /\/admin\/(session|two-factor)(\/|$)/;

async function staffGuard(c: Context<ApiEnv>, next: Next) {
  const { db, config } = c.get('deps');
  const session = await sessionFromRequest(db, config, c.req.raw);
  c.set('staff', assertStaff(session?.user ?? null));
  c.set('staffSession', session!);
  if (!OPEN_BEFORE_ENROLMENT.test(c.req.path)) await assertTwoFactorSatisfied(db, session!);
  c.header('Cache-Control', 'private, no-store');
  await next();
}

export function mountAdmin(api: Api) {
  api.use('/admin/*', staffGuard);
  mountStaff(api);
  mountTwoFactor(api);
  mountAudit(api);
  mountOrders(api);
  mountCardCapture(api);
  mountOrderMoney(api);
  mountDashboard(api);
  mountStock(api);
  mountAdminProducts(api);
  mountLists(api);
  mountInbox(api);
  mountImages(api);
  mountPaymentSettings(api);
  mountDiscounts(api);
  mountShipping(api);
  mountTaxSettings(api);
  mountShopSettings(api);
  mountRetention(api);
  mountReturnSettings(api);
  mountGiftCardSettings(api);
  mountStoreCredit(api);
  mountPricing(api);
  mountCustomerPrivacy(api);
  mountCustomers(api);
  mountAdminGiftCards(api);
  mountAdminReturns(api);
  mountAdminReviews(api);
  mountPriceSheet(api);
}
