import { expect, test, type Page } from './fixtures/index.ts';

/** The shell: header, search suggestions, mega menu, user panel, mobile menu, footer. */

const header = (page: Page) => page.getByRole('banner');
const megaMenu = (page: Page) => page.getByRole('group', { name: 'Shop by theme' });

test.describe('desktop', () => {
  test('header links go where they say', async ({ page }) => {
    await page.goto('/about-us');
    await header(page).getByRole('link', { name: 'Lumen & Loom home' }).click();
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'SHOP BY THEME' })).toBeVisible();
    for (const [label, href] of [
      ['CUSTOM JEWELRY', '/custom-jewelry'],
      ['ABOUT US', '/about-us'],
      ['CONTACT US', '/contact'],
      ['BLOG', '/blogs'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    await expect(header(page).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    await expect(header(page).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');

    await nav.getByRole('link', { name: 'CONTACT US' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the search box suggests products, and Enter on one opens its page', async ({ page, shop, catalog }) => {
    const { items: expected } = await catalog.listing({ q: 'ring', pageSize: '5' });
    expect(expected.length).toBeGreaterThan(1);
    const [first, second] = expected;

    await shop.open('/');
    const box = page.getByRole('combobox', { name: 'Search jewellery' });
    await box.fill('ring');
    const options = page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option');
    await expect(options).toHaveCount(expected.length);
    await expect(options.first()).toContainText(first!.ProductVariants[0]!.title);
    await expect(options.first()).toContainText('$');
    await expect(options.first().locator('img')).toHaveAttribute('src', /\/api\/uploads\//);

    await box.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');

    await box.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(box).toHaveValue('ring');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${second!.id}/${second!.ProductVariants[0]!.id}$`));
  });

  test('submitting the search goes to the listing with the text', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search jewellery' });
    await box.fill('rose gold ring');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?q=rose\+gold\+ring$/);
    await expect(box).toHaveValue('rose gold ring');
  });

  test('the mega menu opens, expands a category and leads to the filtered listing', async ({ page, shop, catalog }) => {
    const purposes = await catalog.purposesOf('Rings');
    expect(purposes.length).toBeGreaterThan(0);

    await shop.open('/');
    await page.getByRole('button', { name: 'SHOP BY THEME' }).click();
    const menu = megaMenu(page);
    await expect(menu.getByRole('link', { name: 'Celestial' })).toHaveAttribute('href', '/theme/Celestial');
    await expect(menu.locator('img').first()).toHaveAttribute('src', /\/api\/uploads\//);

    const rings = menu.getByRole('button', { name: 'Rings', exact: true });
    await rings.click();
    await expect(rings).toHaveAttribute('aria-expanded', 'true');
    const purposeList = menu.getByRole('list', { name: 'JEWELRY FOR' });
    await expect(purposeList.getByRole('link')).toHaveText(purposes);
    for (const [group, key] of [
      ['TYPE', 'type'],
      ['THEME', 'theme'],
      ['GEMSTONE', 'gemstone'],
    ] as const) {
      const links = menu.getByRole('list', { name: group }).getByRole('link');
      await expect(links.first()).toHaveAttribute('href', new RegExp(`^/products\\?category=Rings&${key}=`));
    }
    const matching = menu.getByRole('list', { name: 'MATCHING PRODUCTS' }).getByRole('link');
    await expect(matching).toHaveCount(4);
    await expect(matching.first()).toHaveAttribute('href', /^\/product\/\d+\/\d+$/);
    await expect(matching.first().locator('img')).toHaveAttribute('src', /\/api\/uploads\//);

    await rings.click();
    await expect(rings).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('list', { name: 'JEWELRY FOR' })).toHaveCount(0);

    await rings.click();
    await menu.getByRole('list', { name: 'JEWELRY FOR' }).getByRole('link', { name: purposes[0] }).click();
    const expectedQuery = new URLSearchParams({ category: 'Rings', purpose: purposes[0]! }).toString();
    await expect(page).toHaveURL((url) => url.pathname === '/products' && url.search === `?${expectedQuery}`);
    await expect(megaMenu(page)).toBeHidden();
  });

  test('the mega menu opens on hover and closes when the pointer leaves', async ({ page, shop }) => {
    await shop.open('/');
    await page.getByRole('button', { name: 'SHOP BY THEME' }).hover();
    await expect(megaMenu(page)).toBeVisible();
    await megaMenu(page).getByRole('button', { name: 'Bracelets', exact: true }).hover();
    await expect(megaMenu(page)).toBeVisible();
    await page.mouse.move(5, 880);
    await expect(megaMenu(page)).toBeHidden();
  });

  test('the mega menu works from the keyboard', async ({ page, shop }) => {
    await shop.open('/');
    const trigger = page.getByRole('button', { name: 'SHOP BY THEME' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(megaMenu(page).getByRole('button', { name: 'Charms', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(megaMenu(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the user panel shows a guest the way to log in', async ({ page, shop }) => {
    await shop.open('/');
    const account = header(page).getByRole('button', { name: 'Account' });
    const panel = header(page).getByRole('group', { name: 'Account' });

    await account.hover();
    await expect(panel.getByText('You are not logged in.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.mouse.move(5, 600);
    await account.click();
    await expect(panel.getByText('You are not logged in.')).toBeVisible();
    await account.click();
    await expect(panel).toBeHidden();

    // Keyboard: Tab from the search box past its button reaches the account icon, which opens the panel.
    await page.getByRole('combobox', { name: 'Search jewellery' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(account).toBeFocused();
    await expect(panel.getByText('You are not logged in.')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await panel.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer subscribes to the newsletter with inline messages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    const subscribe = footer.getByRole('button', { name: 'SUBSCRIBE' });

    await subscribe.click();
    await expect(footer.getByText('Email is required')).toBeVisible();

    await email.fill('not-an-address');
    await subscribe.click();
    await expect(footer.getByText('Invalid email address')).toBeVisible();

    const address = `shell-${Date.now()}@example.com`;
    await email.fill(address);
    await subscribe.click();
    const asked = 'Thank you! Please open the link we have just e-mailed you to confirm your subscription.';
    await expect(footer.getByText(asked)).toBeVisible();
    await expect(email).toHaveValue('');

    // The same words for an address asked for already: the form tells nobody who is subscribed (decision 042).
    await email.fill(address.toUpperCase());
    await subscribe.click();
    await expect(footer.getByText(asked)).toBeVisible();
  });

  test('the footer shows the current year, the shop and links that lead where they say', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Lumen & Loom`);
    const categories = footer.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/products');
    await expect(categories.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/products?sort=price-asc');
    await expect(categories.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute('href', '/products?category=New+Arrivals');
    const information = footer.getByRole('navigation', { name: 'Information' });
    for (const [label, href] of [
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Blog', '/blogs'],
      ['Custom Jewelry', '/custom-jewelry'],
      ['Gift Cards', '/gift-cards'],
      ['Gift Card Balance', '/gift-cards/balance'],
    ] as const) {
      await expect(information.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    for (const network of ['Instagram', 'Pinterest', 'Facebook', 'TikTok']) {
      await expect(footer.getByRole('link', { name: `Lumen & Loom on ${network}` })).toBeVisible();
    }
    // Only the methods the shop takes: the browser tests' shop takes bank transfer and cards through Stripe.
    const payments = footer.getByRole('list', { name: 'Accepted payment methods' });
    for (const mark of ['Visa', 'Mastercard', 'Bank transfer']) await expect(payments.getByRole('img', { name: mark })).toBeVisible();

    // The links are the server's HTML, not hydrated (StaticIsland), and still open their pages without a reload.
    const about = information.getByRole('link', { name: 'About Us' });
    expect(await about.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await about.click();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the cart badge counts the lines in the cart', async ({ page, catalog, shop }) => {
    const { items: products } = await catalog.listing({ pageSize: '2' });
    const lines = products.map((product) => {
      const variant = product.ProductVariants[0]!;
      return {
        id: variant.id,
        productId: product.id,
        title: variant.title,
        images: variant.images,
        sizes: '',
        metal: variant.metal[0] ?? 'DefaultMetal',
        metals: variant.metal,
        price: variant.price[0] ?? 0,
        priceMinor: variant.pricesMinor[0] ?? 0,
        quantity: 3,
        personalisation: '',
        giftWrap: false,
      };
    });
    expect(lines).toHaveLength(2);

    await page.goto('/');
    const cart = header(page).getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAccessibleName('Cart');
    await shop.store('cartItems', lines);
    await page.reload();
    await expect(cart).toHaveAccessibleName('Cart, 2 lines');
    await expect(cart).toHaveText('2');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the mobile menu opens by touch, shows every section and closes on Escape', async ({ page, shop }) => {
    await shop.open('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Search jewellery' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    const account = menu.getByRole('link', { name: /Guest User/ });
    await expect(account).toContainText('Tap to Login/Sign up');
    await expect(account).toHaveAttribute('href', '/login');

    await expect(menu.getByRole('link', { name: 'Rings', exact: true })).toHaveAttribute('href', '/products?category=Rings');
    await expect(menu.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute('href', '/products?category=New+Arrivals');

    await menu.getByText('SHOP BY THEME').tap();
    await expect(menu.getByRole('link', { name: 'Celestial' })).toHaveAttribute('href', '/theme/Celestial');
    await menu.getByText('Jewelry for').tap();
    await expect(menu.getByRole('link', { name: 'Baby Shower' })).toHaveAttribute('href', '/products?purpose=Baby+Shower');
    await menu.getByText('More By Lumen & Loom').tap();
    for (const [label, href] of [
      ['CUSTOM JEWELRY', '/custom-jewelry'],
      ['ABOUT US', '/about-us'],
      ['CONTACT US', '/contact'],
      ['BLOG', '/blogs'],
    ] as const) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }

    // Focus stays in the menu: Shift+Tab from the first control goes round to the last.
    await menu.getByRole('button', { name: 'Close menu' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'BLOG' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Rings', exact: true }).tap();
    await expect(page).toHaveURL(/\/products\?category=Rings$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the user panel opens on a tap', async ({ page, shop }) => {
    await shop.open('/');
    await header(page).getByRole('button', { name: 'Account' }).tap();
    const panel = header(page).getByRole('group', { name: 'Account' });
    await expect(panel.getByText('You are not logged in.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
    // A tap elsewhere on the page (the announcement bar) closes it.
    await page.touchscreen.tap(195, 12);
    await expect(panel).toBeHidden();
  });
});

test.describe('phone, first paint', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('nothing on the first screen moves when a page hydrates', async ({ page }) => {
    // Every layout shift from the first paint on, as Chromium reports it to the page (what CLS adds up).
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; nodes: string[] }> = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>)
          shifts.push({
            value: entry.value,
            nodes: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? ''),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/products']) {
      await page.goto(path);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts), path).toEqual([]);
    }
  });
});

test.describe('first view, no Intl', () => {
  test('the home page, the listing and a product page hydrate without building an Intl formatter (prices by the shape the server read)', async ({
    page,
    catalog,
  }) => {
    // Each built formatter costs a low-end phone's main thread tens of milliseconds while it hydrates (issue 38).
    await page.addInitScript(() => {
      const built: string[] = [];
      Object.assign(window, { intlBuilt: built });
      for (const kind of ['NumberFormat', 'DateTimeFormat', 'DisplayNames'] as const) {
        const original = Intl[kind] as unknown as new (...args: unknown[]) => object;
        Object.defineProperty(Intl, kind, {
          value: new Proxy(original, {
            construct(target, args) {
              built.push(kind);
              return Reflect.construct(target, args) as object;
            },
          }),
        });
      }
    });
    const { product, first } = await catalog.ring();
    for (const path of ['/', '/products', `/product/${product.id}/${first.id}`]) {
      await page.goto(path);
      await expect(page.locator('main').getByText(/\$\d/).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt), path).toEqual([]);
    }
  });
});

test.describe('phone without scripts', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test('Ship to has its Update button, and choosing a country with it keeps the choice', async ({ page }) => {
    await page.goto('/products');
    const chooser = page.getByRole('form', { name: 'Ship to' });
    await chooser.getByRole('combobox', { name: 'SHIP TO' }).selectOption('GB');
    await chooser.getByRole('button', { name: 'UPDATE' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('form', { name: 'Ship to' }).getByRole('combobox', { name: 'SHIP TO' })).toHaveValue('GB');
  });
});
