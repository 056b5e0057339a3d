import { expect, test, type Page } from './fixtures/index.ts';

const bestSellers = (page: Page) => page.getByRole('region', { name: 'Best Sellers' });

/** A best seller that is a ring: rings come in sizes. */
const ringCard = (page: Page) =>
  bestSellers(page)
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: /\bRing$/ }) })
    .first();

/**
 * Opens the home page, then stops its clock, so the carousel (the banner, or on a phone the small
 * one) moves only when the test moves time on; answers once its autoplay has started (a carousel
 * that moves by itself stops announcing its slides). The clock runs until the page has hydrated:
 * its scripts start a painted frame after the load, on timers a stopped clock would hold.
 */
async function openHomeWithClockStopped(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt(Date.now() + 1_000);
  const carousel = page.getByRole('region', { name: 'Featured collections' });
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  return carousel;
}

test('the home page, rendered on the server, shows best sellers from the database', async ({ page, request }) => {
  // The first HTML already holds the products: no script needed to see them.
  const html = await (await request.get('/')).text();
  expect(html).toContain('Best Sellers');
  expect(html).toMatch(/href="\/product\/\d+\/\d+"/);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Best Sellers' })).toBeVisible();
  const cards = bestSellers(page).locator('article');
  await expect(cards).toHaveCount(8);
  // Below the fold the pictures load lazily: once scrolled to, they arrive.
  await cards.first().scrollIntoViewIfNeeded();
  await expect(cards.first().getByRole('img').first()).toHaveJSProperty('complete', true);
  await expect(cards.first()).toContainText('$');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('the banner advances by itself every 5 s, and by its arrows and dots, wrapping both ways', async ({ page }) => {
  const banner = await openHomeWithClockStopped(page);
  const dot = (n: number) => banner.getByRole('button', { name: `Show slide ${n} of 4` });
  const showing = async (n: number, headline: string) => {
    await expect(dot(n)).toHaveAttribute('aria-current', 'true');
    // Slides out of view are hidden from assistive technology, so only the showing one is found.
    await expect(banner.getByRole('group', { name: `${n} of 4` })).toContainText(headline);
  };

  await showing(1, 'Made for the moments you keep');
  // Nobody touches it: after 5 s it moves on by itself.
  await page.clock.runFor(5_000);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await banner.getByRole('button', { name: 'Next slide' }).click();
  await showing(3, 'Sapphires after dark');
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await showing(4, 'Fresh from the bench');
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await showing(1, 'Made for the moments you keep');
  await banner.getByRole('button', { name: 'Previous slide' }).click();
  await showing(4, 'Fresh from the bench');

  await dot(2).click();
  await showing(2, 'A ring to say it with');
  await expect(banner.getByRole('link', { name: 'SHOP RINGS' })).toHaveAttribute('href', '/products?category=Rings');

  // While the shopper is on it (hovering, focus inside), it stays put.
  await page.clock.runFor(5_500);
  await showing(2, 'A ring to say it with');
});

test('each category tile leads to its own products', async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Shop By Category' });
  for (const name of ['Rings', 'Charms', 'Earrings', 'Bracelets', 'Necklaces', 'New Arrivals']) {
    await expect(categories.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/products?category=${encodeURIComponent(name)}`);
  }
  await categories.getByRole('link', { name: 'New Arrivals', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/products');
  expect(new URL(page.url()).searchParams.get('category')).toBe('New Arrivals');
});

test("the page's words and tiles stay the server's HTML, unhydrated, and their links open pages without a reload (StaticIsland)", async ({ page }) => {
  await page.goto('/');
  const categories = page.getByRole('region', { name: 'Shop By Category' });
  const tile = categories.getByRole('link', { name: 'Rings', exact: true });
  // React marks each element it hydrated with a fiber of its own: an island's elements carry none.
  const hydratedByReact = (locator: typeof tile) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  expect(await hydratedByReact(tile)).toBe(false);
  expect(await hydratedByReact(page.getByRole('region', { name: 'Best Sellers' }).getByRole('link').first())).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await tile.click();
  await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Rings');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Back on the home page the router renders it in the browser: the sections are there, rendered by React this time.
  await page.goBack();
  await expect(tile).toBeVisible();
  expect(await hydratedByReact(tile)).toBe(true);
});

test('occasion tiles lead to the listing filtered by festival or purpose', async ({ page }) => {
  await page.goto('/');
  const festive = page.getByRole('group', { name: 'Festive Occasions' });
  const personal = page.getByRole('group', { name: 'Personal Occasions' });
  for (const name of ['Christmas', 'Halloween', "Valentine's Day", "Mother's Day", 'Easter Day', 'Thanks Giving Day']) {
    await expect(festive.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/products?festival=${encodeURIComponent(name)}`);
  }
  for (const name of ['Engagement', 'Wedding', 'Birthday', 'Anniversary', 'Baby Shower', 'House Warming', 'Retirement', 'Divorce']) {
    await expect(personal.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/products?purpose=${encodeURIComponent(name)}`);
  }

  await festive.getByRole('link', { name: "Valentine's Day" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('festival')).toBe("Valentine's Day");
  await page.goBack();
  await personal.getByRole('link', { name: 'Baby Shower' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('purpose')).toBe('Baby Shower');
});

test('the theme ring turns with its arrows, dots and a swipe, wraps both ways, and its themes lead to their pages', async ({ page }) => {
  await page.goto('/');
  const ring = page.getByRole('region', { name: 'Shop By Theme' });
  const inFront = async (name: string, position: string) => {
    await expect(ring.getByRole('button', { name: `Show the ${name} theme` })).toHaveAttribute('aria-current', 'true');
    await expect(ring.getByText(position)).toBeVisible();
  };

  await inFront('Celestial', '01 / 09');
  await expect(ring.getByRole('link', { name: 'Celestial' })).toHaveAttribute('href', '/theme/Celestial');
  await ring.getByRole('button', { name: 'Next theme' }).click();
  await inFront('Floral', '02 / 09');
  await ring.getByRole('button', { name: 'Previous theme' }).click();
  await ring.getByRole('button', { name: 'Previous theme' }).click();
  await inFront('Boho', '09 / 09');
  await ring.getByRole('button', { name: 'Next theme' }).click();
  await inFront('Celestial', '01 / 09');

  await ring.getByRole('button', { name: 'Show the Vintage theme' }).click();
  await inFront('Vintage', '04 / 09');

  // A drag of more than 10 px to the left turns the ring one step on, without following the link under it.
  const front = ring.getByRole('link', { name: 'Vintage' });
  // The ring turns for 0.7 s: the drag starts where the card has come to rest.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
  const box = (await front.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await inFront('Minimalist', '05 / 09');
  expect(new URL(page.url()).pathname).toBe('/');

  await ring.getByRole('link', { name: 'Minimalist' }).click();
  await expect(page).toHaveURL(/\/theme\/Minimalist$/);
});

test('Quick View: the quantity starts at 1, never goes below it, and is back at 1 after closing', async ({ page, shop }) => {
  await page.goto('/');
  const card = ringCard(page);
  let { dialog } = await shop.openQuickView(card);
  const quantity = dialog.getByLabel('Quantity', { exact: true });
  const minus = dialog.getByRole('button', { name: 'Decrease quantity' });
  const plus = dialog.getByRole('button', { name: 'Increase quantity' });

  await expect(quantity).toHaveText('1');
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(quantity).toHaveText('3');
  await minus.click();
  await expect(quantity).toHaveText('2');
  await dialog.getByRole('button', { name: 'Close quick view' }).click();
  await expect(dialog).toBeHidden();

  ({ dialog } = await shop.openQuickView(card));
  await expect(dialog.getByLabel('Quantity', { exact: true })).toHaveText('1');
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  ({ dialog } = await shop.openQuickView(card));
  await expect(dialog.getByLabel('Quantity', { exact: true })).toHaveText('1');
});

test('Quick View: Add to Cart puts the chosen metal and size in the cart, that many times', async ({ page, shop }) => {
  await page.goto('/');
  const { title, dialog } = await shop.openQuickView(ringCard(page));
  const metals = dialog.getByRole('group', { name: /METAL/ }).getByRole('radio');
  const metal = (await metals.count()) > 1 ? metals.nth(1) : metals.first();
  const metalName = await metal.getAttribute('value');
  await metal.check();
  const size = dialog.getByRole('group', { name: /SIZE/ }).getByRole('radio').first();
  const sizeName = await size.getAttribute('value');
  await size.check();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Increase quantity' }).click();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Item added to cart!' });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((element) => element.textContent)).toBe(' Item added to cart!');
  await expect(dialog).toBeHidden();
  const lines = await shop.storedCart();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ title, quantity: 3, metal: metalName, sizes: sizeName, personalisation: '', giftWrap: false });
});

test("Quick View asks for a ring's size and adds nothing without one", async ({ page, shop }) => {
  await page.goto('/');
  const { dialog } = await shop.openQuickView(ringCard(page));
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog.getByText('Please select a size')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await shop.storedCart()).toEqual([]);

  await dialog.getByRole('group', { name: /SIZE/ }).getByRole('radio').first().check();
  await expect(dialog.getByText('Please select a size')).toBeHidden();
});

test('the heart on a card adds the piece to the wishlist and takes it off again', async ({ page, shop }) => {
  await page.goto('/');
  const card = bestSellers(page).locator('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Save ${title} to wishlist` });

  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await shop.storedWishlist()).toEqual([expect.objectContaining({ title })]);

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await shop.storedWishlist()).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the phone carousel moves every 3 s, the large banner is away, and nothing on the page runs off the side', async ({ page }) => {
    const carousel = await openHomeWithClockStopped(page);
    await expect(carousel.getByRole('button', { name: 'Show slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(3_000);
    await expect(carousel.getByRole('button', { name: 'Show slide 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    // The rest of the page runs on real time again.
    await page.clock.resume();

    // The theme ring is far wider than a phone; the page around it must not scroll sideways.
    await page.getByRole('region', { name: 'Shop By Theme' }).scrollIntoViewIfNeeded();
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const clipped = (element: Element) => {
        for (let a = element.parentElement; a; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      return [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > width + 0.5 && !clipped(e)).length;
    });
    expect(overflowing).toBe(0);

    // Without a mouse to hover, Quick View is shown on every card, under its photo, not over it.
    const card = bestSellers(page).locator('article').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const quickView = card.getByRole('button', { name: `Quick View: ${title}` });
    await expect(quickView).toHaveCSS('opacity', '1');
    const photo = await card.getByRole('link').first().boundingBox();
    const button = await quickView.boundingBox();
    expect(button!.y, 'Quick View starts below the photo').toBeGreaterThanOrEqual(photo!.y + photo!.height);
  });
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you are looking for")).toBeVisible();
  await expect(page.getByRole('link', { name: 'BACK TO MAIN PAGE' })).toHaveAttribute('href', '/');
});
