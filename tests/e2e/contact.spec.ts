import { expect, test } from './fixtures/index.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the contact page shows the help heading and the shop’s contact information', async ({ page, contactForm }) => {
  await contactForm.open();
  await expect(page.getByRole('heading', { level: 1, name: "We're Here to Help" })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Contact Information' });
  await expect(panel).toContainText('+1 (503) 555-0142');
  await expect(panel).toContainText('@');
  await expect(panel).toContainText('United States');
  await expect(page).toHaveTitle(/Contact Us/);
});

test('a field shows its message once it has been left, and follows each change after', async ({ page, contactForm }) => {
  await contactForm.open();
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form.getByRole('alert')).toHaveCount(0);

  await contactForm.field('Name').focus();
  await contactForm.field('Email').focus();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toHaveCount(0);

  await contactForm.field('Name').fill('Al');
  await expect(form.getByText('Must be at least 3 characters')).toBeVisible();
  await contactForm.field('Name').fill('Ada');
  await expect(form.getByText('Must be at least 3 characters')).toHaveCount(0);

  await contactForm.field('Email').fill('ada@example');
  await contactForm.field('Email').blur();
  await expect(form.getByText('Invalid email address')).toBeVisible();

  await contactForm.field('Subject').fill('Ring');
  await contactForm.field('Subject').blur();
  await expect(form.getByText('Must be at least 5 characters')).toBeVisible();

  await contactForm.field('Mobile').fill('503555');
  await contactForm.field('Mobile').blur();
  await expect(form.getByText('Mobile number must be exactly 10 digits')).toBeVisible();
  await contactForm.field('Mobile').fill('');
  await expect(form.getByText('Mobile number is required')).toBeVisible();

  await contactForm.field('Message').fill('Too short');
  await contactForm.field('Message').blur();
  await expect(form.getByText('Must be at least 10 characters')).toBeVisible();
  await contactForm.field('Message').fill('');
  await expect(form.getByText('Message is required')).toBeVisible();

  await contactForm.field('Link').fill('www.example.com');
  await contactForm.field('Link').blur();
  await expect(form.getByText('Please enter a valid link starting with http:// or https://')).toBeVisible();
});

test('sending an empty form shows every field’s message and sends nothing', async ({ page, contactForm }) => {
  await contactForm.open();
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posted = true;
  });
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const form = page.getByRole('form', { name: 'Contact form' });
  for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Mobile number is required', 'Message is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(contactForm.field('Name')).toBeFocused();
  expect(posted).toBe(false);
});

test('a photo that is not an image is refused in the browser', async ({ page, contactForm }) => {
  await contactForm.open();
  await contactForm.field('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image')).toBeVisible();
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image')).toHaveCount(0);
});

test('a valid message with a photo and a link is sent, stored and the form cleared', async ({ page, request, contactForm }) => {
  await contactForm.open();
  await contactForm.fillValid({ Email: 'photo.sender@example.com' });
  await contactForm.field('Link').fill('https://example.com/inspiration');
  await contactForm.field('Photo').setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('ring.png')).toBeVisible();

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const response = await answer;
  expect(response.request().headers()['content-type']).toContain('multipart/form-data');

  await expect(page.getByText('Your message has been sent!')).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Mobile', 'Message', 'Link'] as const) await expect(contactForm.field(label)).toHaveValue('');
  await expect(page.getByText('ring.png')).toHaveCount(0);

  // The answer names the stored photo and link; the photo is the back office's to see, not the world's.
  const body = await response.json();
  expect(body).toMatchObject({ success: true, message: 'Your message has been sent!', received: { link: 'https://example.com/inspiration' } });
  expect((await request.get(`/api/uploads/${body.received.photo}`)).status()).toBe(401);
});

test('the API gives the same messages to a client that skips the form', async ({ request }) => {
  const answer = await request.post('/api/contact', {
    data: { name: 'Al', email: 'al@example.com', subject: 'Hello there', message: 'A message long enough', mobile: '5035550142' },
  });
  expect(answer.status()).toBe(400);
  expect(await answer.json()).toMatchObject({ success: false, message: 'Must be at least 3 characters' });
});

test('the form is limited like the API: after five messages in an hour from one connection it asks to wait', async ({ page, request, contactForm }) => {
  // This test's requests, the page's included, come from one client address of their own.
  const message = { name: 'Ada Lovelace', email: 'flood@example.com', subject: 'Ring sizing', message: 'Could you resize my ring?', mobile: '5035550142' };
  for (let i = 0; i < 5; i++) expect((await request.post('/api/contact', { data: message })).status()).toBe(201);
  await contactForm.open();
  const values = await contactForm.fillValid();
  await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(page.getByText('You have sent several messages in a short time. Please wait up to an hour before sending another, or call us.')).toBeVisible();
  await expect(contactForm.field('Message')).toHaveValue(values.Message);
});

test.describe('when sending fails, the values stay', () => {
  test('the server’s message is shown', async ({ page, contactForm }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Our inbox is resting; please try again in a minute.' }),
      }),
    );
    await contactForm.open();
    const values = await contactForm.fillValid();
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Our inbox is resting; please try again in a minute.')).toBeVisible();
    await expect(contactForm.field('Name')).toHaveValue(values.Name);
    await expect(contactForm.field('Message')).toHaveValue(values.Message);
  });

  test('without a message from the server, or without success, a general message is shown', async ({ page, contactForm }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false }) }));
    await contactForm.open();
    const values = await contactForm.fillValid();
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Failed to send your message.')).toBeVisible();
    await expect(page.getByText('Your message has been sent!')).toHaveCount(0);
    await expect(contactForm.field('Subject')).toHaveValue(values.Subject);
  });

  test('a network failure asks to try again', async ({ page, contactForm }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await contactForm.open();
    const values = await contactForm.fillValid();
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
    await expect(contactForm.field('Email')).toHaveValue(values.Email);
  });
});
