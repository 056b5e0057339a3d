import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, FESTIVAL_NAMES, GEMSTONE_NAMES, METAL_NAMES, PIECE_KINDS, PURPOSE_NAMES, THEME_NAMES } from '../db/seed/types.ts';
import {
  renderBanner,
  renderBlogImage,
  renderCategoryTile,
  renderGalleryImage,
  renderMobileBanner,
  renderOccasionTile,
  renderProductImage,
  renderThemeTile,
} from './index.ts';

const VIEWS = [0, 1, 2, 3] as const;

/** Ids defined in a document. */
function ids(svg: string): string[] {
  return [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
}

/** Every url(#x) / href="#x" must point at an id of the same document. */
function danglingRefs(svg: string): string[] {
  const defined = new Set(ids(svg));
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]!);
  return refs.filter((r) => !defined.has(r));
}

/** A minimal XML check: tags nest properly and every attribute is name="value". */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const text = svg.replace(/<[^>]*>/g, (tag) => {
    const close = /^<\/([\w:-]+)>$/.exec(tag);
    if (close) {
      if (stack.pop() !== close[1]) problems.push(`unexpected ${tag}`);
      return '';
    }
    const open = /^<([\w:-]+)((?:\s+[\w:-]+="[^"<>&]*")*)\s*(\/?)>$/.exec(tag);
    if (!open) problems.push(`malformed ${tag.slice(0, 80)}`);
    else if (!open[3]) stack.push(open[1]!);
    return '';
  });
  if (stack.length) problems.push(`unclosed ${stack.join(',')}`);
  if (text.trim()) problems.push(`stray text ${text.trim().slice(0, 40)}`);
  return problems;
}

function expectWellFormed(svg: string, width: number, height: number, budget = TILE_BUDGET): void {
  expect(xmlProblems(svg)).toEqual([]);
  expect(svg.length).toBeLessThan(budget);
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  // Self-contained: no external links, images or fonts.
  expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)|<image|<text|font-family/);
  expect(danglingRefs(svg)).toEqual([]);
  const all = ids(svg);
  expect(new Set(all).size).toBe(all.length);
}

describe('renderProductImage', () => {
  it('draws every kind × metal × gemstone × view as a small standalone SVG', () => {
    let i = 0;
    for (const kind of PIECE_KINDS)
      for (const metal of METAL_NAMES)
        for (const gemstone of GEMSTONE_NAMES)
          for (const view of VIEWS) {
            const svg = renderProductImage({ kind, metal, gemstone, view, seed: i++ % 17 });
            expectWellFormed(svg, 800, 800);
            expect(svg.length, `${kind} ${metal} ${gemstone} view ${view}`).toBeLessThan(40 * 1024);
          }
    // Hundreds of drawings, each parsed: a few seconds on a busy 2-core machine.
  }, 30_000);

  it('is deterministic and works without a seed', () => {
    const input = { kind: 'ring', metal: '14K Gold', gemstone: 'Ruby', view: 0 } as const;
    expect(renderProductImage(input)).toBe(renderProductImage({ ...input, seed: 0 }));
    expect(renderProductImage({ ...input, seed: 5 })).toBe(renderProductImage({ ...input, seed: 5 }));
  });

  it('varies the design with the seed', () => {
    const base = { kind: 'necklace', metal: 'Rose Gold', gemstone: 'Sapphire', view: 0 } as const;
    const designs = new Set(Array.from({ length: 12 }, (_, seed) => renderProductImage({ ...base, seed }).replace(/id="[^"]+"|#[a-z0-9-]+/g, '')));
    expect(designs.size).toBeGreaterThan(6);
  });

  it('gives different documents distinct gradient ids, so they can be inlined side by side', () => {
    const a = renderProductImage({ kind: 'ring', metal: '14K Gold', gemstone: 'Diamond', view: 0, seed: 1 });
    const b = renderProductImage({ kind: 'ring', metal: '14K Gold', gemstone: 'Diamond', view: 1, seed: 1 });
    const c = renderProductImage({ kind: 'ring', metal: 'Rose Gold', gemstone: 'Diamond', view: 0, seed: 1 });
    const gradients = (svg: string) => [...svg.matchAll(/<(?:linear|radial)Gradient id="([^"]+)"/g)].map((m) => m[1]!);
    for (const [x, y] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const) {
      const gx = gradients(x),
        gy = new Set(gradients(y));
      expect(gx.length).toBeGreaterThan(0);
      expect(gx.filter((id) => gy.has(id))).toEqual([]);
      expect(ids(x).filter((id) => ids(y).includes(id))).toEqual([]);
    }
  });
});

/** Tiles compose several pieces, so they get a looser budget than product images. */
const TILE_BUDGET = 64 * 1024;

describe('storefront tiles', () => {
  it('draws a tile for every category', () => {
    for (const name of CATEGORY_NAMES) expectWellFormed(renderCategoryTile(name), 600, 600);
  });

  it('draws a tile for every theme', () => {
    for (const name of THEME_NAMES) expectWellFormed(renderThemeTile(name), 600, 600);
  });

  it('draws a tile for every purpose and festival', () => {
    for (const name of [...PURPOSE_NAMES, ...FESTIVAL_NAMES]) expectWellFormed(renderOccasionTile(name), 600, 600);
  });

  it('draws four desktop and three mobile banners', () => {
    for (const i of [0, 1, 2, 3] as const) expectWellFormed(renderBanner(i), 1600, 640);
    for (const i of [0, 1, 2] as const) expectWellFormed(renderMobileBanner(i), 800, 800);
  });

  it('draws gallery portraits for any index', () => {
    for (const i of [0, 1, 2, 3, 4, 5, 6, 7, 11, 100]) expectWellFormed(renderGalleryImage(i), 600, 750);
    expectWellFormed(renderGalleryImage(-3), 600, 750);
  });

  it('draws a blog header for every kind', () => {
    PIECE_KINDS.forEach((kind, i) =>
      expectWellFormed(renderBlogImage({ kind, metal: METAL_NAMES[i % 5]!, gemstone: GEMSTONE_NAMES[(i * 3) % 10]! }), 1200, 675),
    );
  });

  it('keeps ids distinct across different tiles', () => {
    const a = ids(renderThemeTile('Love'));
    const b = new Set(ids(renderOccasionTile("Valentine's Day")));
    expect(a.filter((id) => b.has(id))).toEqual([]);
  });
});
