/**
 * The shopper's copy of their data and the end of their account (issue 33, decision record 044):
 * `GET /api/me/export` (a JSON download) and `DELETE /api/me` (with the password). Thin: the
 * privacy module reads and erases, the retention settings give the bookkeeping period.
 */
import { createRoute } from '@hono/zod-openapi';
import { DataExportAnswer, DeleteAccountInput, ErasureAnswer } from '../../domain/contract/privacy.ts';
import { PRIVACY_MESSAGES as M } from '../../domain/privacy.ts';
import { clearedSessionCookie, isSecureRequest } from '../services/accounts/index.ts';
import * as privacy from '../services/privacy/index.ts';
import { readRetention } from '../services/retention/index.ts';
import { requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const NOT_LOGGED_IN = 'You are not logged in.';

/** The download's file name: the shop's copy of one person's data, dated. */
export const exportFileName = (userId: number, at: string) => `my-data-${userId}-${at.slice(0, 10)}.json`;

const routes = {
  export: createRoute({
    method: 'get',
    path: '/me/export',
    tags: ['Accounts'],
    summary: 'A copy of everything the shop keeps about the signed-in shopper (JSON download)',
    description:
      'The profile, addresses, orders with their lines, payments and refunds, store credit and gift cards, consents with their dates and words, messages and design ' +
      'requests sent, the wishlist and cart, sessions’ times (never a token), security events, and what staff noted. A few an hour (429 with Retry-After).',
    responses: { 200: json(DataExportAnswer, 'The data, as an attachment'), ...errors(401, 429) },
  }),
  erase: createRoute({
    method: 'delete',
    path: '/me',
    tags: ['Accounts'],
    summary: 'Delete the account and erase the shopper’s personal data',
    description:
      'With the password: wrong, 403 and nothing is removed; a few attempts an hour (429). The account, addresses, sessions (remembered ones too), ' +
      'cart, wishlist, subscription, messages with their photos and security events go; orders, invoices, credit notes and payments stay for the ' +
      'bookkeeping period without the name or contact details. An order still under way: 409 naming it. Staff accounts: 409.',
    request: { body: { content: { 'application/json': { schema: DeleteAccountInput } }, required: true } },
    responses: { 200: json(ErasureAnswer, 'Erased; the session cookie is cleared'), ...errors(400, 401, 403, 409, 429) },
  }),
};

export function mountMePrivacy(api: Api) {
  api.openapi(routes.export, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    const answer = await privacy.exportOwnData(c.get('deps').db, user.id);
    c.header('Cache-Control', 'private, no-store');
    c.header('Content-Disposition', `attachment; filename="${exportFileName(user.id, answer.exportedAt)}"`);
    return c.json(answer, 200);
  });

  api.openapi(routes.erase, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c, NOT_LOGGED_IN);
    const { bookkeepingDays } = await readRetention(db);
    const erased = await privacy.eraseOwnAccount(db, user.id, c.req.valid('json'), { uploadsDir: config.uploadsDir, bookkeepingDays });
    c.header('Set-Cookie', clearedSessionCookie({ secure: isSecureRequest(config, c.req.raw) }), { append: true });
    return c.json({ message: M.erased, ordersKept: erased.ordersKept, keptUntil: erased.keptUntil?.toISOString() ?? null }, 200);
  });
}
