/**
 * The back office's API under /api/admin. One guard covers every route mounted here: no session
 * answers 401, a customer's session 403; owner-only routes check the role again (`requireOwner`).
 * A test walks every /api/admin operation of the OpenAPI document with both, so no route can be
 * added unguarded.
 */
import type { Context, Next } from 'hono';
import { Forbidden, Unauthenticated } from '../../../domain/errors.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { sessionFromRequest } from '../../services/accounts/index.ts';
import type { Api, ApiEnv } from '../context.ts';
import { mountAudit } from './audit.ts';
import { mountOrders } from './orders.ts';
import { mountDashboard } from './dashboard.ts';
import { mountAdminProducts } from './products.ts';
import { mountImages } from './images.ts';
import { mountStaff } from './staff.ts';
import { mountStock } from './stock.ts';
import { mountLists } from './lists.ts';
import { mountInbox } from './inbox.ts';

export const ADMIN_MESSAGES = {
  signIn: 'Log in with a staff account to use the back office.',
  staffOnly: 'The back office is for the shop’s staff.',
  ownerOnly: 'Only the shop owner can do this.',
} as const;

/** The staff member calling, set by the guard. */
export const staffMember = (c: Context<ApiEnv>): PublicUser => c.get('staff')!;

/** For owner-only operations: staff who are not the owner get 403. */
export function requireOwner(c: Context<ApiEnv>): PublicUser {
  const member = staffMember(c);
  if (member.role !== 'owner') throw new Forbidden(ADMIN_MESSAGES.ownerOnly);
  return member;
}

async function staffGuard(c: Context<ApiEnv>, next: Next) {
  const { db, config } = c.get('deps');
  const session = await sessionFromRequest(db, config, c.req.raw);
  if (!session) throw new Unauthenticated(ADMIN_MESSAGES.signIn);
  if (!isStaffRole(session.user.role)) throw new Forbidden(ADMIN_MESSAGES.staffOnly);
  c.set('staff', session.user);
  c.header('Cache-Control', 'private, no-store');
  await next();
}

export function mountAdmin(api: Api) {
  api.use('/admin/*', staffGuard);
  mountStaff(api);
  mountAudit(api);
  mountOrders(api);
  mountDashboard(api);
  mountStock(api);
  mountAdminProducts(api);
  mountLists(api);
  mountInbox(api);
  mountImages(api);
}
