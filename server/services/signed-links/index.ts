/**
 * Links that name one order line and when they stop working, signed with HMAC-SHA256 under the
 * shop's secret (JWT_SECRET) and made for one purpose alone: the MAC covers a purpose label first,
 * so no other MAC of the shop — another kind of link's, an unsubscribe link's, a known device's —
 * passes for one. Nothing is stored: the line says whose order and which piece. The review request
 * mail's link (decision record 052) and the ring-size link (decision record 057) are such links.
 *
 * A token is `{orderItemId}.{expires}.{mac}`: the line's id, the second it expires, the MAC.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Forbidden } from '../../../domain/errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^([1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export interface LineLinks {
  /** The token of a link to order line `orderItemId`, working the purpose's days from `now`. */
  token(secret: string, orderItemId: number, now?: Date): string;
  /** The order line a token names; one we did not make is refused (403), an expired one too, each saying so. */
  read(secret: string, token: string, now?: Date): number;
}

/** The links of one purpose (`jewellery-shop/review\n`), good for `days`, refused in `messages`' words. */
export function lineLinks(purpose: string, days: number, messages: { linkInvalid: string; linkExpired: string }): LineLinks {
  const macOf = (secret: string, orderItemId: number, expires: number) =>
    createHmac('sha256', secret).update(`${purpose}${orderItemId}\n${expires}`).digest('base64url');
  return {
    token(secret, orderItemId, now = new Date()) {
      const expires = Math.floor((now.getTime() + days * DAY_MS) / 1000);
      return `${orderItemId}.${expires}.${macOf(secret, orderItemId, expires)}`;
    },
    read(secret, token, now = new Date()) {
      const match = TOKEN.exec(token);
      if (!match) throw new Forbidden(messages.linkInvalid);
      const [orderItemId, expires] = [Number(match[1]), Number(match[2])];
      const expected = Buffer.from(macOf(secret, orderItemId, expires));
      const given = Buffer.from(match[3]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Forbidden(messages.linkInvalid);
      if (expires * 1000 < now.getTime()) throw new Forbidden(messages.linkExpired);
      return orderItemId;
    },
  };
}
