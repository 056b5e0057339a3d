/**
 * Gift cards in the browser (issue 34, decision record 050): the owner issues a card by hand on a
 * customer's page and sees its code once; anyone checks its balance on /gift-cards/balance (a
 * wrong code answered in words); a shopper adds a card to their account and sees it there. The
 * rules behind them (limits, a wrong code's one answer, the mailing job) are tests/api/gift-cards.test.ts's.
 * A shopper buys a card on /gift-cards, checks it out by bank transfer and sees it on the order's
 * page, in its words (its pricing and money are tests/api/gift-card-selling.test.ts's).
 */
import { GIFT_CARD_MESSAGES as M, SOLD_GIFT_CARD_MESSAGES } from '../../domain/gift-cards.ts';
import { giftCardLineWords } from '../../domain/line-words.ts';
import { expect, OWNER, ownerAuth, test } from './fixtures/index.ts';
import { screenshots } from './fixtures/screenshots.ts';

test('the owner issues a card on a customer’s page; its code is shown once and checks on the balance page', async ({ page, accounts, request }, testInfo) => {
  test.slow(); // two sign-ins and screenshots of three pages at two widths
  const shopper = await accounts.register('Ottilie');
  const { id } = await (await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } })).json();
  await accounts.logIn(OWNER);
  await page.goto(`/admin/customers/${id}`);
  const issue = page.getByRole('region', { name: 'Issue a gift card' });
  await issue.getByRole('button', { name: 'ISSUE GIFT CARD' }).click();
  await expect(issue.getByText('Say why this card is issued.')).toBeVisible();
  await issue.getByLabel('Amount').fill('75');
  await issue.getByLabel('Reason').fill('A late delivery');
  await issue.getByRole('button', { name: 'ISSUE GIFT CARD' }).click();
  const code = (await issue.getByTestId('issued-code').innerText()).match(/[A-Z0-9]{4}(-[A-Z0-9]{4}){3}/)![0];
  await expect(page.getByRole('table', { name: 'Gift cards' })).toContainText(`…${code.slice(-4)}`);
  await screenshots(page, 'admin-customer-gift-cards', testInfo);
  // What the shop owes on cards is on the dashboard, apart from the sales.
  await page.goto('/admin');
  await expect(page.getByText('OUTSTANDING GIFT-CARD BALANCE')).toBeVisible();
  await screenshots(page, 'admin-dashboard-gift-cards', testInfo);

  await page.goto('/gift-cards/balance');
  await page.getByLabel('Gift card code').fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: 'CHECK BALANCE' }).click();
  await expect(page.getByText(M.unknown)).toBeVisible();
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'CHECK BALANCE' }).click();
  await expect(page.getByTestId('gift-card-balance')).toContainText('$75.00');
  await expect(page.getByTestId('gift-card-state')).toHaveText(M.state.active);
  await screenshots(page, 'gift-card-balance', testInfo);

  // The card went into the customer's account: the account page lists it.
  await page.context().clearCookies();
  await accounts.logIn(shopper, { path: '/login' });
  await page.goto('/account');
  const cards = page.getByRole('region', { name: 'Gift cards' });
  await expect(cards).toContainText(`…${code.slice(-4)}`);
  await expect(cards.getByTestId('gift-card-balance')).toContainText('$75.00');
});

test('a shopper adds a card to their account by its code', async ({ page, accounts, request }, testInfo) => {
  const auth = await ownerAuth(request);
  const issued = await (await request.post('/api/admin/gift-cards', { headers: auth, data: { amount: 40, reason: 'Competition prize' } })).json();
  const shopper = await accounts.register('Barnaby');
  await accounts.logIn(shopper);
  await page.goto('/account');
  const cards = page.getByRole('region', { name: 'Gift cards' });
  await expect(cards).toContainText('No gift card in your account yet.');
  await cards.getByLabel('Gift card code').fill('not a code');
  await cards.getByRole('button', { name: 'ADD GIFT CARD' }).click();
  await expect(cards.getByText(M.unknown)).toBeVisible();
  await cards.getByLabel('Gift card code').fill(issued.code);
  await cards.getByRole('button', { name: 'ADD GIFT CARD' }).click();
  await expect(cards.getByText(M.added)).toBeVisible();
  await expect(cards.getByTestId('gift-card-balance')).toContainText('$40.00');
  await screenshots(page, 'account-gift-cards', testInfo);
});

test('a shopper buys a card on /gift-cards, sees it in the cart and orders it by bank transfer', async ({ page, accounts, checkout }, testInfo) => {
  test.slow(); // a checkout and screenshots of two pages at two widths
  const shopper = await accounts.register('Grace');
  await accounts.logIn(shopper);
  await page.goto('/gift-cards');
  const form = page.getByRole('form', { name: 'Choose a gift card' });
  await form.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(form.getByText(SOLD_GIFT_CARD_MESSAGES.recipientName)).toBeVisible();
  await form.getByRole('radio', { name: '$100.00' }).check();
  await form.getByLabel('Recipient’s name').fill('Ada');
  const recipientEmail = `ada-${Date.now()}@example.com`;
  await form.getByLabel('Recipient’s email').fill(recipientEmail);
  await form.getByLabel('Message').fill('Happy birthday!');
  await screenshots(page, 'gift-cards', testInfo);
  await form.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Item added to cart!')).toBeVisible();

  // The send day is today, the form's default: the card's words say it.
  const words = giftCardLineWords({ amountMinor: 10_000, recipientName: 'Ada', recipientEmail, sendOn: new Date().toISOString().slice(0, 10) }, 'USD');
  await page.goto('/cart');
  await expect(page.getByText(words)).toBeVisible();
  await screenshots(page, 'cart-gift-card', testInfo);

  await page.goto('/checkout');
  await checkout.section('Contact information').getByLabel('Phone', { exact: true }).fill('+1 503 555 0142');
  await checkout.fillAddress();
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(checkout.summary()).toContainText(words);
  const { order } = await checkout.orderByTransfer();
  expect(order.total).toBe(100);
  const lines = page.getByRole('list', { name: 'Pieces in this order' });
  await expect(lines).toContainText(`Ada (${recipientEmail})`);
  await expect(lines).toContainText('“Happy birthday!”');
  await expect(lines).not.toContainText('Metal');
});
