/**
 * The back office's code stays out of the storefront: no chunk a storefront page loads (its route
 * module and the chunks it imports, the root's included) holds back-office code. Read from the
 * build the suite runs against.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures/index.ts';
import { clientDir, routeManifest } from './fixtures/route-manifest.ts';

/** Words only back-office pages show. */
const BACK_OFFICE_MARKERS = ['CREATE THE OWNER ACCOUNT', 'SEND THE INVITATION', 'JOIN THE BACK OFFICE', 'Audit log', 'requireOwnerPage'];

test('no storefront page loads back-office code', () => {
  const routes = Object.values(routeManifest());
  const admin = routes.filter((route) => route.id.startsWith('routes/admin/'));
  expect(admin.length).toBeGreaterThanOrEqual(5);
  const adminModules = new Set(admin.map((route) => route.module));
  // The markers really are in the back office's chunks (so their absence elsewhere means something).
  const adminText = [...adminModules].map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');
  for (const marker of BACK_OFFICE_MARKERS.slice(0, 4)) expect(adminText, marker).toContain(marker);

  for (const route of routes.filter((entry) => !entry.id.startsWith('routes/admin/'))) {
    for (const file of [route.module, ...(route.imports ?? [])]) {
      expect(adminModules.has(file), `${route.id} imports ${file}`).toBe(false);
      const text = readFileSync(path.join(clientDir, file), 'utf8');
      for (const marker of BACK_OFFICE_MARKERS) expect(text.includes(marker), `${route.id} loads ${file}, which holds "${marker}"`).toBe(false);
    }
  }
});
