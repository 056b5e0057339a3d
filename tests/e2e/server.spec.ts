/** The one server: API, assets and pages on one port, as a browser or API client meets them. */
import { expect, test } from './fixtures/index.ts';

test('the API answers under /api with or without a trailing slash', async ({ request }) => {
  const categories = await (await request.get('/api/category')).json();
  const rings = categories.find((c: { category: string }) => c.category === 'Rings');
  for (const path of [`/api/subcategory/?categoryId=${rings.id}`, `/api/theme/?categoryId=${rings.id}`, '/api/products/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('application/json');
  }
  const missing = await request.get('/api/no-such-thing');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
});

test('built assets are cached for a year, pages are not', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/')).headers()['cache-control'] ?? '').not.toContain('immutable');
});
