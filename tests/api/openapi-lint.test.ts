/**
 * The OpenAPI document as an API client generator takes it (issue 37): every operation has an
 * operationId (unique) and its security (the session cookie or the Bearer token for an operation
 * that can answer 401, none for a public one), the schemes are declared, and `@redocly/cli lint`
 * with its recommended rules finds no error. The document is the one `GET /api/openapi.json` serves.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const folder = mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Operation = { operationId?: string; security?: Array<Record<string, string[]>>; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes?: Record<string, unknown> } };

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, operation })),
  );

describe('the OpenAPI document', () => {
  it('names every operation once, and says who may call it', async () => {
    const document = (await shop.request('/api/openapi.json')).body as Document;
    expect(Object.keys(document.components.securitySchemes ?? {}).sort()).toEqual(['bearer', 'session']);
    const all = operations(document);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(all.length);
    for (const { name, operation } of all) {
      const signedIn = '401' in operation.responses;
      expect(operation.security, name).toEqual(signedIn ? [{ session: [] }, { bearer: [] }] : []);
    }
    const byName = new Map(all.map(({ name, operation }) => [name, operation]));
    expect(byName.get('GET /admin/reviews')?.operationId).toBe('getAdminReviews');
    expect(byName.get('GET /admin/reviews')?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(byName.get('GET /products/{id}/reviews')).toMatchObject({ operationId: 'getProductsByIdReviews', security: [] });
  });

  it('passes @redocly/cli lint with the recommended rules, without an error', async () => {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify((await shop.request('/api/openapi.json')).body));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', '--extends', 'recommended', '--format', 'summary', '--max-problems', '1000', file], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }).catch((failed: { stdout: string; stderr: string; code: number }) => failed);
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output, output).not.toMatch(/^error\b/m);
    expect(output, output).toMatch(/valid/i);
  }, 60_000);
});
