/** The shopper behind a page request, read from the session cookie. */
import { redirect, type AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { sessionFromRequest, type Session, userFromRequest } from '../../../server/services/accounts/index.ts';
import { loginPath } from './safe-redirect';

/** Looked up once per page request: React Router hands each loader its own copy of the request, but one load context. */
export async function currentUser(context: AppLoadContext, request: Request) {
  return userFromRequest(context.db, context.config, request, context);
}

/** The logged-in shopper; a guest is sent to log in and brought back to this page afterwards. */
export async function requireShopper(context: AppLoadContext, request: Request): Promise<PublicUser> {
  return (await requireShopperSession(context, request)).user;
}

/** The logged-in shopper's session (a password change keeps it while ending the others); a guest is sent to log in. */
export async function requireShopperSession(context: AppLoadContext, request: Request): Promise<Session> {
  const session = await sessionFromRequest(context.db, context.config, request, context);
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}
