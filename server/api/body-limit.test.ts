import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';

/** Whether @hono/node-server built the full Fetch Request behind its light one. */
const built = (request: Request) => {
  const cache = Object.getOwnPropertySymbols(request).find((symbol) => symbol.description === 'requestCache');
  return cache !== undefined && (request as unknown as Record<symbol, unknown>)[cache] !== undefined;
};

const app = new Hono();
app.use(bodyLimit({ maxSize: 1024, onError: (c) => c.json({ error: 'too large' }, 413) }));
app.post('/echo', async (c) => {
  const body: unknown = await c.req.json();
  return c.json({ body, built: built(c.req.raw) });
});

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const streamed = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 300) controller.enqueue(bytes.subarray(at, at + 300));
      controller.close();
    },
  });
};
const post = (body: string | ReadableStream<Uint8Array>) =>
  fetch(`${base}/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit);

describe('bodyLimit', () => {
  it('passes a body of a said length within the limit, read without building the full Request', async () => {
    const body = { note: 'x'.repeat(900) };
    const answer = await post(JSON.stringify(body));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ body, built: false });
  });

  it('refuses a body whose length says it is over the limit', async () => {
    const answer = await post(JSON.stringify({ note: 'x'.repeat(1100) }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: 'too large' });
  });

  it('counts a body streamed without a length: refused over the limit, passed within it', async () => {
    const over = await post(streamed(JSON.stringify({ note: 'x'.repeat(1100) })));
    expect(over.status).toBe(413);
    const within = await post(streamed(JSON.stringify({ note: 'y'.repeat(500) })));
    expect(within.status).toBe(200);
    expect((await within.json()).body).toEqual({ note: 'y'.repeat(500) });
  });
});
