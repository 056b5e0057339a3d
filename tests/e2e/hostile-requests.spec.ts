/**
 * Property-based: for every page route (app/routes.ts, read here, so a new page is covered the day
 * it is added), hostile requests — odd encodings in the path and its parameters, query values past
 * every bound, lying headers (Host included), reads, form posts and bodies of the wrong type, as
 * documents and as React Router data requests — never answer 5xx, never show a stack trace or a
 * query, and leave the server answering.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import fc from 'fast-check';
import routes from '../../app/routes.ts';
import { hostileBody, hostileHeaders, hostileQuery, hostileValue, LEAK } from '../support/hostile.ts';
import { expect, test } from './fixtures/index.ts';

/** Runs for each page: with ~40 pages, well under a minute on the built shop. */
const RUNS = 30;

/** The query names the pages read, so hostile values reach their parsing. */
const QUERY_NAMES = ['page', 'q', 'category', 'type', 'theme', 'metal', 'sort', 'minPrice', 'maxPrice', 'redirectTo', 'token', 'index', '_routes'];

function paths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.children ? paths(entry.children, path) : []), ...(entry.path !== undefined || entry.index ? [path || '/'] : [])];
  });
}

const PAGES = [...new Set(paths(routes))];

test('every page route is read from app/routes.ts', () => {
  expect(PAGES).toEqual(expect.arrayContaining(['/', '/products', '/product/:id/:variantId', '/orders/:id', '/login', '/checkout', '/*']));
});

for (const page of PAGES) {
  test(`hostile requests to ${page} never answer 5xx nor show internals`, async ({ request }) => {
    const names = [...page.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
    const hostile = fc.record({
      params: fc.tuple(...names.map(() => hostileValue)),
      dataRequest: fc.boolean(),
      query: hostileQuery(QUERY_NAMES),
      headers: hostileHeaders({ Host: fc.constantFrom('evil.example', 'localhost:1', '[::1]', 'a'.repeat(300)) }),
      method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE'),
      body: hostileBody(['email', 'password', 'intent', 'lines', 'redirectTo', 'token', 'remember']),
    });
    await fc.assert(
      fc.asyncProperty(hostile, async ({ params, dataRequest, query, headers, method, body }) => {
        let path = page;
        names.forEach((name, i) => (path = path.replace(name === '*' ? '*' : `:${name}`, params[i]!)));
        if (dataRequest) path = path === '/' ? '/_root.data' : `${path}.data`;
        const sent = { ...headers };
        delete sent['Content-Type'];
        const withBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
        if (withBody && body.contentType) sent['Content-Type'] = body.contentType;
        const answer = await request.fetch(`${path}${query}`, {
          method,
          headers: sent,
          ...(withBody ? (body.body instanceof FormData ? { multipart: body.body } : { data: body.body }) : {}),
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        const where = `${method} ${path}${query} -> ${answer.status()}`;
        expect(answer.status(), where).toBeLessThan(500);
        expect(await answer.text(), where).not.toMatch(LEAK);
      }),
      { numRuns: RUNS },
    );
    expect((await request.get('/api/health')).status()).toBe(200);
  });
}
