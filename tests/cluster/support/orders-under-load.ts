/**
 * A shopper's client placing an order as a careful client does: one Idempotency-Key per order,
 * and the same key again after a network error or a 502, 503 or 504 (the instance that had the
 * request may have died with it), until the shop acknowledges the order (201, or 200: placed
 * before with this key).
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client, Shopper } from './shop-client.ts';

export interface Placed {
  key: string;
  id: number;
  /** How many pieces the acknowledged order holds. */
  pieces: number;
  attempts: number;
}

const RETRIED = new Set([0, 502, 503, 504]);

export async function placeWithRetries(client: Client, shopper: Shopper, order: unknown, key: string): Promise<Placed> {
  for (let attempts = 1; attempts <= 20; attempts++) {
    const answer = await client
      .send('POST', '/api/orders', order, { ...shopper.auth, 'Idempotency-Key': key })
      .catch((error: Error) => ({ status: 0, body: error.message, requestId: undefined }));
    if (answer.status === 201 || answer.status === 200) {
      const pieces = (answer.body.items as { quantity: number }[]).reduce((sum, item) => sum + item.quantity, 0);
      return { key, id: answer.body.id, pieces, attempts };
    }
    if (!RETRIED.has(answer.status)) throw new Error(`order ${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100 * attempts));
  }
  throw new Error(`order ${key}: not acknowledged after 20 attempts`);
}

/** An HTTP server that takes every request and never answers it (until closed): a provider that hangs. */
export async function holdingServer(): Promise<{ url: string; requests(): number; close(): Promise<void> }> {
  const waiting = new Set<ServerResponse>();
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    req.resume();
    waiting.add(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    async close() {
      for (const res of waiting) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
