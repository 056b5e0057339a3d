/**
 * Returns in the browser (issue 34, decision record 048): the shopper asks for a return from the
 * order's page — a made-to-order piece is returnable only when faulty, and the form says so and
 * refuses another reason — attaches a photo of the fault through the form's file input, and gets the
 * return's number and what to send where; staff take it through the queue (the photo a thumbnail
 * that opens full size): approve, receive, inspect, resolve by refund.
 */
import { FAULTY_ONLY_MADE_TO_ORDER } from '../../domain/returns-policy.ts';
import { RETURN_MESSAGES } from '../../domain/returns.ts';
import { deliveredOrder, expect, OWNER, test, type Page } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

/** A photo of the fault: a real 8×8 PNG. */
const PHOTO = {
  name: 'clasp.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPYNy0AK2IYWhIAIq9pAXAZmykAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** A return's photo thumbnail: a link to the photo at full size, its picture loaded from the checking route. */
async function expectPhotoShown(link: ReturnType<Page['getByRole']>) {
  await expect(link).toHaveAttribute('href', /^\/api\/returns\/\d+\/photos\/return-[0-9a-f-]+\.webp$/);
  await expect.poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test('a shopper asks to return a piece of a delivered order: told why only "faulty" will do, then given the number and where to send it', async ({
  page,
  request,
  accounts,
  checkout,
  catalog,
}, testInfo) => {
  test.setTimeout(120_000);
  const { shopper, earrings, order } = await deliveredOrder(request, { accounts, checkout, catalog }, 'Rita');

  await accounts.logIn(shopper);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('link', { name: 'Return or exchange' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/return$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Return or exchange' })).toBeVisible();
  await expect(page.getByText(FAULTY_ONLY_MADE_TO_ORDER)).toBeVisible();
  await screenshots(page, 'return-form', testInfo);

  await page.getByLabel(`How many of ${earrings.title} to return`).selectOption('1');
  await page.getByLabel('Reason').selectOption({ label: 'Changed my mind' });
  await page.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByRole('alert')).toHaveText(RETURN_MESSAGES.faultyOnly(earrings.title, FAULTY_ONLY_MADE_TO_ORDER));

  await page.getByLabel(`How many of ${earrings.title} to return`).selectOption('1');
  await page.getByLabel('Reason').selectOption({ label: 'Faulty or damaged' });
  await page.getByLabel('Tell us more').fill('The clasp broke on the first day.');
  // "Faulty or damaged" asks for photos of the fault: the file input posts them with the form.
  await page.getByLabel('Photos of the fault or damage').setInputFiles([PHOTO]);
  await page.getByRole('button', { name: 'Send return request' }).click();
  const done = page.getByText(/^Return R-\d+ requested\.$/);
  await expect(done).toBeVisible();
  const returnNumber = (await done.textContent())!.match(/R-\d+/)![0];
  await expect(page.getByText(/^Once the return is approved, /)).toBeVisible();
  await screenshots(page, 'return-sent', testInfo);

  await page.getByRole('link', { name: `Back to order #${order.number}` }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText(`Return ${returnNumber}`);
  await expect(returns).toContainText('Requested');
  await expectPhotoShown(returns.getByRole('link', { name: 'Photo 1 of 1, full size' }));
  await screenshots(page, 'order-with-return', testInfo);
});

async function step(page: Page, button: string, state: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(new RegExp(`^The return is now ${state}\\.`))).toBeVisible();
}

test('staff take the return through the queue: approve, receive, inspect, resolve by refund', async ({
  page,
  request,
  accounts,
  checkout,
  catalog,
}, testInfo) => {
  test.setTimeout(120_000);
  // The shopper's request, made through the API (the test above makes one through the form).
  const { shopper, order } = await deliveredOrder(request, { accounts, checkout, catalog }, 'Remy');
  const login = await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const placed = (await (await request.get(`/api/orders/${order.id}`, { headers: { Authorization: `Bearer ${jwtToken}` } })).json()) as {
    items: Array<{ id: number }>;
  };
  const asked = await request.post('/api/returns', {
    headers: { Authorization: `Bearer ${jwtToken}`, 'Idempotency-Key': `e2e-return-${order.id}` },
    multipart: {
      request: JSON.stringify({
        orderId: order.id,
        lines: [{ orderItemId: placed.items[0]!.id, quantity: 1 }],
        reason: 'faulty',
        reasonText: 'The clasp broke on the first day.',
        wanted: 'refund',
      }),
      photos: PHOTO,
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { number: returnNumber } = (await asked.json()) as { number: string };

  await accounts.logIn(OWNER);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Returns', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Returns by state' })
    .getByRole('link', { name: /^Requested/ })
    .click();
  await expect(page).toHaveURL(/\?state=requested$/);
  await screenshots(page, 'admin-returns', testInfo);
  await page.getByRole('table', { name: 'Returns' }).getByRole('link', { name: returnNumber }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(returnNumber);
  await expect(page.getByText('“The clasp broke on the first day.”')).toBeVisible();
  await expectPhotoShown(page.getByRole('link', { name: 'Photo 1 of 1, full size' }));
  await screenshots(page, 'admin-return', testInfo);

  await step(page, 'Approve', 'approved');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await step(page, 'Parcel received', 'received');
  await page.getByLabel('Condition').selectOption({ label: 'Damaged' });
  await page.getByLabel('The certificate came back').check();
  await step(page, 'Record the inspection', 'inspected');
  await step(page, 'Resolve: refund', 'resolved');
  await expect(page.getByText('This return is resolved: nothing more to do.')).toBeVisible();
  await screenshots(page, 'admin-return-resolved', testInfo);
});
