/**
 * Requests from a given client address. The test shop answers in process, without a socket, so
 * the API sees no client address and skips the limits per client; these requests carry a socket
 * peer, as a request from the network does.
 */
import { isIPv6 } from 'node:net';
import { answerOf, type ServedShop } from './test-shop.ts';

/** The third argument of `app.request` that gives the request a socket peer at `remoteAddress`. */
const fromAddress = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress, remotePort: 40000, remoteFamily: isIPv6(remoteAddress) ? 'IPv6' : 'IPv4' } },
});

/** Like `shop.request`, from a client at `remoteAddress`. */
export async function requestFrom(
  shop: ServedShop,
  remoteAddress: string,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  return answerOf(await shop.api.request(pathAndQuery.replace(/^\/api/, ''), init, fromAddress(remoteAddress)));
}

/** JSON from a client at `remoteAddress`, with extra headers (a shopper's Authorization, say). */
export function sendFrom(shop: ServedShop, remoteAddress: string, method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}) {
  return requestFrom(shop, remoteAddress, pathAndQuery, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The seconds a 429 asks to wait, checked to lie within the limit's window. */
export function retryAfter(headers: Headers, windowSeconds: number): number {
  const seconds = Number(headers.get('retry-after'));
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > windowSeconds)
    throw new Error(`Retry-After ${headers.get('retry-after')} is not within 1..${windowSeconds}`);
  return seconds;
}
