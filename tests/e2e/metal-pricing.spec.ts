/**
 * Metal-rate pricing (issue 36, decision record 055), its "Done when": the owner changes the 18K
 * gold rate on /admin/pricing, sees every 18K piece on metal pricing that moves, confirms the large
 * moves, applies in one step, and a shopper's product page shows the new price at once. The rules
 * behind it are tests/api/metal-pricing.test.ts's. The sample rate is restored after.
 */
import { expect, OWNER, ownerAuth, test, waitingForHydration } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

interface Move {
  productId: number;
  variantId: number;
  title: string;
  metal: string;
  afterMinor: number;
}

const money = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('the owner changes the 18K gold rate: every 18K piece on metal pricing is repriced in one confirmed step', async ({
  page,
  accounts,
  browser,
}, testInfo) => {
  test.slow(); // the owner's sign-in, a preview, an apply, a shopper's visit and screenshots
  // Signed in on the page first: the API's sign-in below shares the page's cookies.
  await accounts.logIn(OWNER);
  const auth = await ownerAuth(page.request);
  const rates = (await (await page.request.get('/api/admin/pricing/rates', { headers: auth })).json()) as {
    rates: Array<{ metalId: number; metal: string; rateMinorPerGram: number; pieces: number }>;
  };
  const gold = rates.rates.find((rate) => rate.metal === '18K Gold')!;
  expect(gold.pieces).toBeGreaterThan(0);
  const shopper = await browser.newContext({ baseURL: new URL(testInfo.project.use.baseURL!).origin });
  try {
    await page.goto('/admin/pricing');
    const form = page.getByRole('form', { name: 'Metal rates' });
    await expect(form.getByLabel('18K Gold (USD per gram)')).toHaveValue(String(gold.rateMinorPerGram / 100));
    await form.getByLabel('18K Gold (USD per gram)').fill('0');
    await form.getByRole('button', { name: 'PREVIEW NEW PRICES' }).click();
    await expect(page.getByText('A rate per gram must be a positive amount').first()).toBeVisible();

    await form.getByLabel('18K Gold (USD per gram)').fill('90');
    await form.getByRole('button', { name: 'PREVIEW NEW PRICES' }).click();
    const preview = page.getByRole('region', { name: /^Preview: \d+ prices would change$/ });
    await expect(preview).toBeVisible();
    const largest = preview.getByRole('table', { name: 'Largest moves' });
    await expect(largest.getByRole('row').nth(1)).toContainText('18K Gold');
    await screenshots(page, 'metal-pricing-preview', testInfo);

    // Beyond the 10% threshold the apply wants the box ticked (the browser keeps it from being sent unticked).
    await preview.getByLabel('Some prices move by more than 10%: apply them anyway').check();
    await preview.getByRole('button', { name: 'APPLY NEW RATES' }).click();
    await expect(page.getByText(/^New rates applied: \d+ prices changed\.$/)).toBeVisible();
    const history = page.getByRole('table', { name: 'Rate changes' });
    await expect(history.getByRole('row').nth(1)).toContainText(`18K Gold${money(gold.rateMinorPerGram)}$90.00`);
    await expect(form.getByLabel('18K Gold (USD per gram)')).toHaveValue('90');
    await screenshots(page, 'metal-pricing-applied', testInfo);

    // Every 18K piece on metal pricing now costs what 90.00 a gram makes of it: a preview at 90 finds nothing to change.
    const again = (await (
      await page.request.post('/api/admin/pricing/preview', { headers: auth, data: { rates: [{ metalId: gold.metalId, rateMinorPerGram: 9000 }] } })
    ).json()) as { count: number };
    expect(again.count).toBe(0);

    // The shopper's product page shows the new price at once.
    const back = (await (
      await page.request.post('/api/admin/pricing/preview', {
        headers: auth,
        data: { rates: [{ metalId: gold.metalId, rateMinorPerGram: gold.rateMinorPerGram }] },
      })
    ).json()) as {
      changes: Array<Move & { beforeMinor: number }>;
    };
    const piece = back.changes.find((move) => move.metal === '18K Gold')!;
    // Its first click waits for the page to hydrate, as the fixture's page does (fixtures/index.ts).
    const visitor = waitingForHydration(await shopper.newPage());
    await visitor.goto(`/product/${piece.productId}/${piece.variantId}`);
    await visitor.getByRole('radio', { name: '18K Gold' }).check();
    await expect(visitor.getByText(money(piece.beforeMinor)).first()).toBeVisible();

    // The product form shows each metal's pricing inputs (decision record 055).
    await page.goto(`/admin/products/${piece.productId}`);
    const inputs = page.locator('details', { has: page.getByText('Metal pricing for 18K Gold') }).first();
    await inputs.getByText('Metal pricing for 18K Gold').click();
    await expect(inputs.getByLabel('Metal weight (g)')).not.toHaveValue('');
    await expect(inputs.getByLabel('Making (USD)')).toBeVisible();
    await screenshots(page, 'product-form-metal-pricing', testInfo);
  } finally {
    const { ratesVersion } = (await (await page.request.get('/api/admin/pricing/rates', { headers: auth })).json()) as { ratesVersion: number };
    const restore = { rates: [{ metalId: gold.metalId, rateMinorPerGram: gold.rateMinorPerGram }], ratesVersion, confirm: true };
    const restored = await page.request.post('/api/admin/pricing/apply', { headers: auth, data: restore });
    expect([200, 422]).toContain(restored.status());
    await shopper.close();
  }
});
