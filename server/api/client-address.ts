/**
 * The client's address, for rate limits. The socket's peer, unless that peer is one of the
 * configured TRUSTED_PROXIES: then X-Forwarded-For is walked from the right, through every trusted
 * hop, to the first address a trusted proxy saw (proxy-addr, the rule Express uses). A client that
 * writes its own X-Forwarded-For past an untrusted peer changes nothing.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';

export type TrustedProxies = (address: string, hop: number) => boolean;

/** Compiles TRUSTED_PROXIES (addresses, CIDR ranges, or proxy-addr's names: loopback, linklocal, uniquelocal). */
export function trustedProxies(list: readonly string[]): TrustedProxies {
  return proxyaddr.compile([...list]);
}

/** Undefined when the request has no socket (an in-process call): then only per-account limits apply. */
export function clientAddress(c: Context, trust: TrustedProxies): string | undefined {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
  if (!peer) return undefined;
  const forwardedFor = c.req.header('x-forwarded-for');
  // proxy-addr reads only these two fields of a Node request.
  const request = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} };
  return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
}
