/**
 * Tax on the back office's order page (issue 24): an order to Oregon, where the owner set a sales
 * tax on prices without it, lists the tax line (rate and base) with its amount before the total,
 * as its invoice does. The rate is removed afterwards: the other tests' shop charges no tax.
 */
import { PORTLAND } from '../support/shopper.ts';
import { expect, OWNER, test } from './fixtures/index.ts';

test('the back office’s order page lists the sales tax of an Oregon order before its total', async ({ page, accounts, checkout }) => {
  await accounts.logIn(OWNER);
  const rate = { country: 'US', state: 'Oregon', name: 'Oregon sales tax', rate: 7.25 };
  const added = await page.request.post('/api/admin/settings/taxes/rates', { data: rate });
  expect(added.status(), await added.text()).toBe(201);
  const { id: rateId } = (await added.json()) as { id: number };
  try {
    const shopper = await accounts.register('Oregon');
    const order = await checkout.placeThroughApi(shopper, { shippingAddress: PORTLAND, shippingMethodId: 2 });
    const answer = (await (await page.request.get(`/api/admin/orders/${order.id}`)).json()) as {
      total: number;
      taxes: Array<{ name: string; base: number; amount: number }>;
    };
    const [tax] = answer.taxes;
    expect(tax).toMatchObject({ name: 'Oregon sales tax' });
    const money = (amount: number) => `$${amount.toFixed(2)}`;

    await page.goto(`/admin/orders/${order.id}`);
    const totals = page.getByRole('region', { name: 'Totals' });
    const row = totals.locator('div').filter({ has: page.getByText(`Oregon sales tax 7.25% on ${money(tax!.base)}`, { exact: true }) });
    await expect(row.getByRole('definition')).toHaveText(money(tax!.amount));
    await expect(totals.getByRole('definition').last()).toHaveText(money(answer.total));
    const terms = await totals.getByRole('term').allTextContents();
    expect(terms.slice(-2)).toEqual([`Oregon sales tax 7.25% on ${money(tax!.base)}`, 'TOTAL']);
  } finally {
    await page.request.delete(`/api/admin/settings/taxes/rates/${rateId}`);
  }
});
