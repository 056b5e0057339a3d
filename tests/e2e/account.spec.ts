import { PASSWORD, expect, test, uniqueEmail, type Page } from './fixtures/index.ts';

const fieldMessage = (page: Page, text: string) => page.getByText(text, { exact: true });

test.describe('registration', () => {
  test('checks every field with the spec’s messages, then creates the account and goes to login', async ({ page, shop, accounts }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

    await page.getByRole('button', { name: 'REGISTER' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Email is required', 'Password is required', 'Confirm Password is required']) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }

    const email = uniqueEmail('register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace.example.com');
    await page.getByLabel('Email', { exact: true }).blur();
    await expect(fieldMessage(page, 'Invalid email format')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short1');
    await expect(fieldMessage(page, 'Password must be at least 8 characters')).toBeVisible();
    await password.fill('lettersonly');
    await expect(fieldMessage(page, 'Password must contain at least one number')).toBeVisible();
    await password.fill('12345678');
    await expect(fieldMessage(page, 'Password must contain at least one letter')).toBeVisible();
    await password.fill(PASSWORD);

    const confirm = page.getByLabel('Confirm password', { exact: true });
    await confirm.fill(`${PASSWORD}x`);
    await confirm.blur();
    await expect(fieldMessage(page, 'Passwords must match')).toBeVisible();

    // Both passwords can be shown while typing.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(confirm).toHaveAttribute('type', 'text');

    await confirm.fill(PASSWORD);
    await expect(fieldMessage(page, 'Passwords must match')).toHaveCount(0);

    const release = await shop.holdRequests('**/register.data');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    release();
    await expect(shop.toast('Account Created Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await accounts.logIn({ email, password: PASSWORD });
    await expect(page).toHaveURL(/\/$/);
  });

  test('an e-mail already registered is refused with the server’s reason', async ({ page, shop, accounts }) => {
    const shopper = await accounts.register('Taken');
    await page.goto('/register');
    await page.getByLabel('First name').fill('Someone');
    await page.getByLabel('Last name').fill('Else');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(shop.toast('Registration Failed: An account with this email already exists.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('button', { name: 'REGISTER' })).toBeEnabled();
  });
});

test.describe('login and logout', () => {
  test('asks for both fields, and refuses a wrong password with the server’s words', async ({ page, shop, accounts }) => {
    const shopper = await accounts.register();
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(fieldMessage(page, 'email is required')).toBeVisible();
    await expect(fieldMessage(page, 'Password is required')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill('NotMyPassword9');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(shop.toast('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('without remember-me the session ends with the browser; logout ends it and the header says so', async ({ page, context, shop, accounts }) => {
    const shopper = await accounts.register('Session');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    const release = await shop.holdRequests('**/login.data');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(shop.toast('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const [cookie] = (await context.cookies()).filter((c) => c.name === 'accessToken');
    expect(cookie).toBeDefined();
    expect(cookie!.expires).toBe(-1);
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Strict');

    // The address changes before the new page is drawn (React Router renders it in a transition), and a
    // header panel closes when the page changes: hover once the home page is on screen.
    await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).hover();
    const panel = page.getByRole('group', { name: 'Account' });
    await expect(panel).toContainText('Session Lovelace');
    await expect(panel).toContainText(shopper.email);
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).filter((c) => c.name === 'accessToken')).toEqual([]);
    await expect(page.getByRole('button', { name: 'LOGIN', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).hover();
    await expect(page.getByRole('group', { name: 'Account' })).toContainText('You are not logged in.');
  });

  test('with remember-me the cookie outlives the browser for seven days (the server ends the session after seven idle days)', async ({ context, accounts }) => {
    const shopper = await accounts.register('Remember');
    await accounts.logIn(shopper, { remember: true });
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'accessToken');
    const sevenDays = 7 * 24 * 60 * 60;
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(sevenDays - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThan(sevenDays + 120);
    expect(cookie!.httpOnly).toBe(true);
  });

  test('logout ends the session on the server: a copy of the cookie no longer works', async ({ page, context, accounts }) => {
    const shopper = await accounts.register('Copied');
    await accounts.logIn(shopper);
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'accessToken');
    const stolen = { Cookie: `accessToken=${cookie!.value}` };
    expect((await page.request.get('/api/me', { headers: stolen })).status()).toBe(200);
    await page.goto('/logout');
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me', { headers: stolen })).status()).toBe(401);
  });

  test('“log out on every device” ends the sessions of other browsers too', async ({ page, request, accounts }) => {
    const shopper = await accounts.register('Everywhere');
    const elsewhere = await request.post('/api/authenticate', { data: { email: shopper.email, password: shopper.password } });
    const otherDevice = { Authorization: `Bearer ${(await elsewhere.json()).jwtToken}` };
    await accounts.logIn(shopper);
    await page.goto('/logout');
    await page.getByRole('button', { name: 'LOG OUT ON EVERY DEVICE' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await request.get('/api/me', { headers: otherDevice })).status()).toBe(401);
  });

  test('the login form is limited like the API: the 11th try in a row answers 429 with Retry-After', async ({ page, shop, accounts }) => {
    const shopper = await accounts.register('Guessed');
    for (let i = 0; i < 10; i++) {
      const answer = await page.request.post('/login', { form: { email: shopper.email, password: `wrong-${i}-x1` }, maxRedirects: 0 });
      expect(answer.status()).toBe(401);
    }
    const refused = await page.request.post('/login', { form: { email: shopper.email, password: shopper.password }, maxRedirects: 0 });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(shop.toast('Too many attempts. Please try again later.')).toBeVisible();
  });

  test('goes back where the shopper was going, but never to another site', async ({ page, accounts }) => {
    const shopper = await accounts.register('Return');
    await accounts.logIn(shopper, { path: '/login?redirectTo=%2Fcart' });
    await expect(page).toHaveURL(/\/cart$/);

    await page.goto('/logout');
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await accounts.logIn(shopper, { path: '/login?redirectTo=https%3A%2F%2Fevil.example%2F' });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    // Logged in, the login page sends the shopper on at once: never to a path that normalises to another site.
    for (const target of ['/.//evil.com', '/%2F%2Fevil.com', '/%5Cevil.com', '/./\\evil.com']) {
      const answer = await page.request.get(`/login?redirectTo=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(answer.status(), target).toBe(302);
      expect(answer.headers()['location'], target).toBe('/');
    }
  });
});

test.describe('e-mail confirmation', () => {
  test('the link in the welcome e-mail confirms the address; a spent link offers a new one', async ({ page, accounts }) => {
    const shopper = await accounts.register('Confirm');
    const mail = await accounts.newestMailTo(shopper.email);
    expect(mail).toContain('Subject: Confirm your e-mail address for Lumen & Loom');
    const link = new URL(mail.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible();

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOG IN TO GET A NEW LINK' })).toBeVisible();

    const other = await accounts.register('Resend');
    await accounts.logIn(other, { path: '/login?redirectTo=%2Fverify-email' });
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
    await page.getByRole('button', { name: 'SEND A NEW LINK' }).click();
    await expect(page.getByText('We sent a new confirmation link to your e-mail address.')).toBeVisible();
    const resent = new URL((await accounts.newestMailTo(other.email)).match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0]);
    await page.goto(`${resent.pathname}${resent.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail confirmed' })).toBeVisible();
  });
});

test.describe('forgotten password', () => {
  test('e-mails a single-use link that sets a new password; the old one stops working', async ({ page, shop, accounts }) => {
    const shopper = await accounts.register('Forgetful');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(shop.toast('Please enter your email in the email field.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(shop.toast('Password reset link sent to your email.')).toBeVisible();

    const mail = await accounts.newestMailTo(shopper.email);
    const link = new URL(mail.match(/https?:\/\/\S+\/reset-password\?token=\S+/)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

    const newPassword = 'Sapphire2025';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill('Sapphire2026');
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await expect(fieldMessage(page, 'Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await expect(shop.toast('Your password has been reset. You can now log in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(shop.toast('Invalid email or password.')).toBeVisible();
    await accounts.logIn({ email: shopper.email, password: newPassword });

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('Emerald2027');
    await page.getByLabel('Confirm password', { exact: true }).fill('Emerald2027');
    await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  });

  test('the forgot-password page asks for an address and answers the same for any address', async ({ page, shop }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(shop.toast('Please enter your email in the email field.')).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(shop.toast('Password reset link sent to your email.')).toBeVisible();
  });

  test('the forgot-password form counts per client address, like the API', async ({ page }) => {
    for (let i = 0; i < 20; i++) {
      const answer = await page.request.post('/forgot-password', { form: { email: uniqueEmail(`many${i}`) } });
      expect(answer.status()).toBe(200);
    }
    const refused = await page.request.post('/forgot-password', { form: { email: uniqueEmail('one-more') } });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  });

  test('a reset page without a valid link says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'SEND A NEW LINK' })).toHaveAttribute('href', '/forgot-password');
  });
});
