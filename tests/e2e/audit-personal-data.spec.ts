/**
 * A customer's personal fields in the audit log (decision record 046), as the compiled shop shows
 * them: the audit page (React Router's own server bundle) opens what the API sealed, and once the
 * customer deleted their account it reads "erased with the person", the entry still there.
 */
import { expect, OWNER, test } from './fixtures/index.ts';
import { ownerAuth } from './fixtures/owner.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('a customer’s tags read on the audit page, then “erased with the person” once they delete their account', async ({
  page,
  accounts,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const shopper = await accounts.register('Erin');
  // The shopper's own session, apart from the owner's.
  const own = await playwright.request.newContext({ baseURL });
  const { id } = (await (await own.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).json()) as { id: number };
  const tagged = await request.put(`/api/admin/customers/${id}/tags`, { headers: await ownerAuth(request), data: { tags: ['trade buyer'] } });
  expect(tagged.status(), await tagged.text()).toBe(200);

  await accounts.logIn(OWNER);
  await page.goto(`/admin/audit?entity=customer&entityId=${id}`);
  const entry = page.getByRole('table', { name: 'Audit entries' }).getByRole('row').filter({ hasText: 'Customer tags' });
  await expect(entry).toContainText('["trade buyer"]');
  await screenshots(page, 'audit-sealed-readable', testInfo);

  const erased = await own.delete('/api/me', { data: { password: shopper.password } });
  expect(erased.status(), await erased.text()).toBe(200);
  await page.reload();
  await expect(entry).toContainText('erased with the person');
  await expect(entry).not.toContainText('trade buyer');
  await screenshots(page, 'audit-sealed-erased', testInfo);
  await own.dispose();
});
