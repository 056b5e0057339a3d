import { describe, it, expect } from 'vitest';
import { BLOG_POSTS, KIND_CATEGORY, METAL_ORDER, METAL_PRICE_RANGE_USD, PRECIOUS_GEMSTONES, PRODUCTS, SEMI_PRECIOUS_GEMSTONES } from './catalog-data.ts';
import { SHOP_COPY, TESTIMONIAL } from '../../../app/features/content/shop-facts.ts';
import {
  CATEGORY_NAMES,
  FESTIVAL_NAMES,
  GEMSTONE_NAMES,
  METAL_NAMES,
  PIECE_KINDS,
  PURPOSE_NAMES,
  SUB_CATEGORIES,
  THEME_NAMES,
  type MetalName,
} from './types.ts';

const count = <T>(items: T[], pred: (item: T) => boolean) => items.filter(pred).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
const firstRating = (i: number) => PRODUCTS[i]!.variants[0]!.rating;

describe('PRODUCTS: counts', () => {
  it('has at least 66 products', () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(66);
  });

  it.each(PIECE_KINDS)('has at least 12 products of kind %s', (kind) => {
    expect(count(PRODUCTS, (p) => p.kind === kind)).toBeGreaterThanOrEqual(12);
  });

  it('has at least 8 New Arrivals', () => {
    expect(count(PRODUCTS, (p) => p.categories.includes('New Arrivals'))).toBeGreaterThanOrEqual(8);
  });

  it('has at least 12 products rated above 4.5, about a third of the catalogue', () => {
    const high = count(PRODUCTS, (p) => p.variants[0]!.rating > 4.5);
    expect(high).toBeGreaterThanOrEqual(12);
    expect(high / PRODUCTS.length).toBeGreaterThan(0.25);
    expect(high / PRODUCTS.length).toBeLessThan(0.42);
  });

  it('puts highly rated flagship pieces of varied kinds first', () => {
    const head = PRODUCTS.slice(0, 6);
    for (let i = 0; i < head.length; i++) expect(firstRating(i)).toBeGreaterThanOrEqual(4.8);
    expect(new Set(head.map((p) => p.kind)).size).toBe(PIECE_KINDS.length);
  });
});

describe('PRODUCTS: words', () => {
  it('has unique titles', () => {
    const titles = PRODUCTS.map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has unique descriptions of 2 to 3 sentences, without placeholder text', () => {
    const descriptions = PRODUCTS.map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const p of PRODUCTS) {
      const n = sentences(p.description).length;
      expect(n, p.title).toBeGreaterThanOrEqual(2);
      expect(n, p.title).toBeLessThanOrEqual(3);
      expect(p.description.toLowerCase()).not.toMatch(/lorem|ipsum|todo|tbd/);
    }
  });

  it('names gemstones in titles only when the product offers that gemstone alone', () => {
    for (const p of PRODUCTS) {
      for (const gem of GEMSTONE_NAMES) {
        if (p.title.includes(gem))
          expect(
            p.variants.map((v) => v.gemstone),
            p.title,
          ).toEqual([gem]);
      }
    }
  });

  it('uses words shoppers search for in some titles', () => {
    for (const word of ['Ring', 'Necklace', 'Sapphire', 'Hoops', 'Earrings', 'Bracelet', 'Charm', 'Pearl']) {
      expect(
        PRODUCTS.some((p) => p.title.includes(word)),
        word,
      ).toBe(true);
    }
  });
});

describe('PRODUCTS: taxonomy', () => {
  it("lists the kind's category first, optionally followed by New Arrivals", () => {
    for (const p of PRODUCTS) {
      expect(p.categories[0], p.title).toBe(KIND_CATEGORY[p.kind]);
      expect(
        p.categories.slice(1).every((c) => c === 'New Arrivals'),
        p.title,
      ).toBe(true);
      expect(p.categories.length).toBeLessThanOrEqual(2);
      for (const c of p.categories) expect(CATEGORY_NAMES).toContain(c);
    }
  });

  it('uses a sub-category valid for the kind', () => {
    for (const p of PRODUCTS) expect(SUB_CATEGORIES[p.kind], p.title).toContain(p.subCategory);
  });

  it('gives each product 1-2 themes, 0-3 purposes and 0-2 festivals, without repeats', () => {
    for (const p of PRODUCTS) {
      expect(p.themes.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.themes.length, p.title).toBeLessThanOrEqual(2);
      expect(p.purposes.length, p.title).toBeLessThanOrEqual(3);
      expect(p.festivals.length, p.title).toBeLessThanOrEqual(2);
      for (const list of [p.themes, p.purposes, p.festivals]) expect(new Set(list).size).toBe(list.length);
      for (const t of p.themes) expect(THEME_NAMES).toContain(t);
      for (const t of p.purposes) expect(PURPOSE_NAMES).toContain(t);
      for (const t of p.festivals) expect(FESTIVAL_NAMES).toContain(t);
    }
  });

  it.each(THEME_NAMES)('uses theme %s on at least 5 products', (theme) => {
    expect(count(PRODUCTS, (p) => p.themes.includes(theme))).toBeGreaterThanOrEqual(5);
  });

  it.each(PURPOSE_NAMES)('uses purpose %s on at least 3 products', (purpose) => {
    expect(count(PRODUCTS, (p) => p.purposes.includes(purpose))).toBeGreaterThanOrEqual(3);
  });

  it.each(FESTIVAL_NAMES)('uses festival %s on at least 4 products', (festival) => {
    expect(count(PRODUCTS, (p) => p.festivals.includes(festival))).toBeGreaterThanOrEqual(4);
  });

  it('keeps Engagement and Wedding mostly on rings', () => {
    const tagged = PRODUCTS.filter((p) => p.purposes.includes('Engagement') || p.purposes.includes('Wedding'));
    expect(count(tagged, (p) => p.kind === 'ring') / tagged.length).toBeGreaterThanOrEqual(0.4);
    expect(PRODUCTS.filter((p) => p.purposes.includes('Engagement')).every((p) => p.kind === 'ring')).toBe(true);
  });
});

describe('PRODUCTS: variants and gemstones', () => {
  it('has 1 to 4 variants with distinct gemstones', () => {
    for (const p of PRODUCTS) {
      expect(p.variants.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, p.title).toBeLessThanOrEqual(4);
      const gems = p.variants.map((v) => v.gemstone);
      expect(new Set(gems).size, p.title).toBe(gems.length);
      for (const g of gems) expect(GEMSTONE_NAMES).toContain(g);
    }
  });

  it.each(GEMSTONE_NAMES)('uses gemstone %s somewhere', (gem) => {
    expect(PRODUCTS.some((p) => p.variants.some((v) => v.gemstone === gem))).toBe(true);
  });

  it('offers pearls mostly on earrings and necklaces', () => {
    const pearl = PRODUCTS.filter((p) => p.variants.some((v) => v.gemstone === 'Pearl'));
    expect(count(pearl, (p) => p.kind === 'earrings' || p.kind === 'necklace') / pearl.length).toBeGreaterThan(0.5);
    expect(pearl.some((p) => p.kind === 'ring')).toBe(false);
  });

  it('rates every variant between 3.6 and 5.0 with one decimal', () => {
    for (const p of PRODUCTS) {
      for (const v of p.variants) {
        expect(v.rating, p.title).toBeGreaterThanOrEqual(3.6);
        expect(v.rating, p.title).toBeLessThanOrEqual(5);
        expect(Math.round(v.rating * 10) / 10).toBe(v.rating);
      }
    }
  });
});

describe('PRODUCTS: prices', () => {
  const metalsOf = (p: (typeof PRODUCTS)[number]) => p.variants[0]!.prices.map((pr) => pr.metal);

  it('lists 2 to 5 distinct metals, the same for every variant, cheapest first', () => {
    for (const p of PRODUCTS) {
      const metals = metalsOf(p);
      expect(metals.length, p.title).toBeGreaterThanOrEqual(2);
      expect(metals.length, p.title).toBeLessThanOrEqual(5);
      expect(new Set(metals).size, p.title).toBe(metals.length);
      for (const m of metals) expect(METAL_NAMES).toContain(m);
      const order = metals.map((m) => METAL_ORDER.indexOf(m));
      expect(order, p.title).toEqual([...order].sort((a, b) => a - b));
      if (metals.includes('925 Sterling Silver')) expect(metals[0], p.title).toBe('925 Sterling Silver');
      for (const v of p.variants)
        expect(
          v.prices.map((pr) => pr.metal),
          p.title,
        ).toEqual(metals);
    }
  });

  it('prices every variant in positive whole cents ending in .00 or .99, rising with the metal', () => {
    for (const p of PRODUCTS) {
      for (const v of p.variants) {
        for (const pr of v.prices) {
          expect(Number.isInteger(pr.priceMinor), p.title).toBe(true);
          expect(pr.priceMinor, p.title).toBeGreaterThan(0);
          expect([0, 99], p.title).toContain(pr.priceMinor % 100);
          expect(Math.floor(pr.priceMinor / 100) % 10, p.title).toBe(9);
        }
        for (let i = 1; i < v.prices.length; i++) {
          expect(v.prices[i]!.priceMinor, p.title).toBeGreaterThanOrEqual(v.prices[i - 1]!.priceMinor);
        }
      }
    }
  });

  it('keeps each metal within its realistic price range', () => {
    for (const p of PRODUCTS) {
      for (const v of p.variants) {
        for (const pr of v.prices) {
          const [min, max] = METAL_PRICE_RANGE_USD[pr.metal];
          expect(pr.priceMinor, `${p.title} ${v.gemstone} ${pr.metal}`).toBeGreaterThanOrEqual(min * 100);
          expect(pr.priceMinor, `${p.title} ${v.gemstone} ${pr.metal}`).toBeLessThanOrEqual(max * 100);
        }
      }
    }
  });

  it('prices rose gold close to 14K gold and white gold a little above it', () => {
    for (const p of PRODUCTS) {
      for (const v of p.variants) {
        const price = (m: MetalName) => v.prices.find((pr) => pr.metal === m)?.priceMinor;
        const gold = price('14K Gold');
        const rose = price('Rose Gold');
        const white = price('14K White Gold');
        if (gold !== undefined && rose !== undefined) expect(Math.abs(rose - gold) / gold, p.title).toBeLessThan(0.1);
        if (gold !== undefined && white !== undefined) {
          expect(white, p.title).toBeGreaterThan(gold);
          expect(white / gold, p.title).toBeLessThan(1.2);
        }
      }
    }
  });

  it('prices precious-stone variants above semi-precious ones of the same product', () => {
    for (const p of PRODUCTS) {
      const precious = p.variants.filter((v) => PRECIOUS_GEMSTONES.includes(v.gemstone));
      const semi = p.variants.filter((v) => SEMI_PRECIOUS_GEMSTONES.includes(v.gemstone));
      for (const hi of precious) {
        for (const lo of semi) {
          hi.prices.forEach((pr, i) => expect(pr.priceMinor, p.title).toBeGreaterThan(lo.prices[i]!.priceMinor));
        }
      }
    }
  });

  it('puts about a quarter of products on sale, with whole-dollar former prices 10-35% higher', () => {
    const onSale = PRODUCTS.filter((p) => p.variants.some((v) => v.prices.some((pr) => pr.compareAtMinor !== undefined)));
    expect(onSale.length / PRODUCTS.length).toBeGreaterThan(0.15);
    expect(onSale.length / PRODUCTS.length).toBeLessThan(0.35);
    for (const p of onSale) {
      for (const v of p.variants) {
        for (const pr of v.prices) {
          expect(pr.compareAtMinor, p.title).toBeDefined();
          const was = pr.compareAtMinor ?? 0;
          expect(Number.isInteger(was) && was % 100 === 0, p.title).toBe(true);
          expect(was, p.title).toBeGreaterThan(pr.priceMinor);
          expect(was / pr.priceMinor, p.title).toBeGreaterThanOrEqual(1.1);
          expect(was / pr.priceMinor, p.title).toBeLessThanOrEqual(1.35);
        }
      }
    }
  });
});

describe('BLOG_POSTS', () => {
  it('has exactly 2 posts with unique kebab-case slugs', () => {
    expect(BLOG_POSTS).toHaveLength(2);
    expect(new Set(BLOG_POSTS.map((b) => b.slug)).size).toBe(2);
    for (const b of BLOG_POSTS) expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a title, a one-sentence excerpt, 5-8 paragraphs, a 2026 date and a valid image', () => {
    for (const b of BLOG_POSTS) {
      expect(b.title.length).toBeGreaterThan(10);
      expect(sentences(b.excerpt)).toHaveLength(1);
      expect(b.body.length).toBeGreaterThanOrEqual(5);
      expect(b.body.length).toBeLessThanOrEqual(8);
      for (const para of b.body) expect(sentences(para).length).toBeGreaterThanOrEqual(2);
      expect(b.publishedAt.startsWith('2026-')).toBe(true);
      expect(Number.isNaN(Date.parse(b.publishedAt))).toBe(false);
      expect(PIECE_KINDS).toContain(b.image.kind);
      expect(METAL_NAMES).toContain(b.image.metal);
      expect(GEMSTONE_NAMES).toContain(b.image.gemstone);
    }
  });
});

describe('TESTIMONIAL and SHOP_COPY', () => {
  it('has a testimonial with quote, author and location', () => {
    expect(TESTIMONIAL.quote.length).toBeGreaterThan(40);
    expect(TESTIMONIAL.author.length).toBeGreaterThan(0);
    expect(TESTIMONIAL.location.length).toBeGreaterThan(0);
  });

  it('has a tagline, a 2-sentence blurb and 4-6 About paragraphs', () => {
    expect(SHOP_COPY.tagline.length).toBeGreaterThan(0);
    expect(sentences(SHOP_COPY.blurb)).toHaveLength(2);
    expect(SHOP_COPY.about.length).toBeGreaterThanOrEqual(4);
    expect(SHOP_COPY.about.length).toBeLessThanOrEqual(6);
  });
});
