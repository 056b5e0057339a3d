/**
 * Gemstones. A faceted stone is a small 3D model (a brilliant or a step cut
 * around a chosen outline) that is rotated, projected and shaded facet by
 * facet: facets turned to the studio light are bright, the rest dark, with a
 * seeded jitter for the scintillation of a real stone. The facets seen through
 * the stone (the pavilion under the table) are drawn first, then the facets
 * facing the viewer over them, slightly translucent.
 * Pearls are lustrous spheres and opals domed cabochons with play of colour.
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { apply, clamp, dot3, norm3, rng, rotX, rotY, rotZ, mul, sub3, type M3, type V3 } from './math.ts';
import { GEMS, OPAL_FLASHES, PEARL, rampAt } from './palette.ts';
import { n, polyPath, useAt, type Pt, type SvgDoc } from './svg.ts';

export const CUTS = ['round', 'oval', 'pear', 'heart', 'emerald', 'cushion'] as const;
export type Cut = (typeof CUTS)[number];

/** Where a stone is and how it is turned. `m` maps model space (table normal = +Z,
 *  outline "up" = +Y) to world space (Y up, Z toward the viewer). */
export interface GemPose {
  x: number;
  y: number;
  /** Pixels per model unit (≈ the stone's half-width). */
  s: number;
  m: M3;
}

/** Rotation for a stone tilted away from face-up by `pitch` (0 = table toward the
 *  viewer, π/2 = table facing up), then turned by `yaw`, with `roll` in its own plane. */
export function gemTurn(pitch: number, yaw = 0, roll = 0): M3 {
  return mul(rotY(yaw), mul(rotX(-pitch), rotZ(roll)));
}

interface Facet {
  p: V3[];
  zone: 'table' | 'crown' | 'pavilion';
}

type Outline = (u: number) => [number, number];

/** Girdle outlines, u in [0,1) running clockwise from the top; half-width ≈ 1. */
const OUTLINES: Record<Exclude<Cut, 'emerald'>, { f: Outline; c: [number, number] }> = {
  round: { f: (u) => [Math.sin(u * 2 * Math.PI), Math.cos(u * 2 * Math.PI)], c: [0, 0] },
  oval: { f: (u) => [0.74 * Math.sin(u * 2 * Math.PI), Math.cos(u * 2 * Math.PI)], c: [0, 0] },
  pear: {
    // A teardrop with its point at the top.
    f: (u) => {
      const t = u * 2 * Math.PI;
      return [0.98 * Math.sin(t) * Math.pow(Math.sin(t / 2), 1.25), 1.02 * Math.cos(t) + 0.12];
    },
    c: [0, -0.28],
  },
  heart: {
    f: (u) => {
      const t = u * 2 * Math.PI;
      const x = 16 * Math.sin(t) ** 3;
      const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
      return [x / 16, y / 16 + 0.13];
    },
    c: [0, 0.02],
  },
  cushion: {
    f: (u) => {
      const t = u * 2 * Math.PI;
      const sx = Math.sin(t),
        cy = Math.cos(t);
      return [0.97 * Math.sign(sx) * Math.abs(sx) ** 0.62, 0.97 * Math.sign(cy) * Math.abs(cy) ** 0.62];
    },
    c: [0, 0],
  },
};

/** A modern brilliant: table, 8 stars, 8 kites, 16 upper girdles; 8 mains, 16 lower girdles. */
function brilliant(outline: { f: Outline; c: [number, number] }, sub: number): Facet[] {
  const { f, c } = outline;
  const at = (u: number, r: number, z: number): V3 => {
    const [x, y] = f(((u % 1) + 1) % 1);
    return [c[0] + r * (x - c[0]), c[1] + r * (y - c[1]), z];
  };
  const girdle = (u0: number, u1: number): V3[] => {
    const out: V3[] = [];
    for (let k = 0; k <= sub; k++) out.push(at(u0 + ((u1 - u0) * k) / sub, 1, 0));
    return out;
  };
  const N = 8,
    crown = 0.3,
    table = 0.56,
    star = 0.79,
    depth = 0.86;
  const T = (i: number) => at(i / N, table, crown);
  const S = (i: number) => at((i + 0.5) / N, star, crown * 0.52);
  const H = (i: number) => at((i + 0.5) / N, 0.27, -depth * 0.7);
  const culet: V3 = [c[0], c[1], -depth];
  const facets: Facet[] = [{ p: Array.from({ length: N }, (_, i) => T(i)), zone: 'table' }];
  for (let i = 0; i < N; i++) {
    const u0 = i / N,
      um = (i + 0.5) / N,
      u1 = (i + 1) / N;
    facets.push({ p: [T(i), T(i + 1), S(i)], zone: 'crown' });
    facets.push({ p: [T(i), S(i), at(u0, 1, 0), S(i - 1)], zone: 'crown' });
    facets.push({ p: [S(i), ...girdle(u0, um).reverse()], zone: 'crown' });
    facets.push({ p: [S(i), ...girdle(um, u1).reverse()], zone: 'crown' });
    facets.push({ p: [culet, H(i - 1), at(u0, 1, 0), H(i)], zone: 'pavilion' });
    facets.push({ p: [H(i), ...girdle(u0, um)], zone: 'pavilion' });
    facets.push({ p: [H(i), ...girdle(um, u1)], zone: 'pavilion' });
  }
  return facets;
}

/** An emerald (step) cut: an octagon with three rows of steps above and below. */
function stepCut(): Facet[] {
  const W = 0.74,
    H = 1,
    k = 0.24;
  const ring = (s: number, z: number): V3[] =>
    (
      [
        [-W + k, H],
        [W - k, H],
        [W, H - k],
        [W, -H + k],
        [W - k, -H],
        [-W + k, -H],
        [-W, -H + k],
        [-W, H - k],
      ] as const
    ).map(([x, y]) => [x * s, y * s, z] as V3);
  const crown = [ring(1, 0), ring(0.88, 0.11), ring(0.77, 0.2), ring(0.66, 0.27)];
  const pav = [ring(1, 0), ring(0.74, -0.3), ring(0.5, -0.55), ring(0.26, -0.74)];
  const facets: Facet[] = [
    { p: crown[3]!, zone: 'table' },
    { p: pav[3]!, zone: 'pavilion' },
  ];
  const band = (rings: V3[][], zone: Facet['zone']) => {
    for (let r = 0; r < rings.length - 1; r++)
      for (let i = 0; i < 8; i++) {
        const a = rings[r]!,
          b = rings[r + 1]!,
          j = (i + 1) % 8;
        facets.push({ p: [a[i]!, a[j]!, b[j]!, b[i]!], zone });
      }
  };
  band(crown, 'crown');
  band(pav, 'pavilion');
  return facets;
}

const modelCache = new Map<string, Facet[]>();
function model(cut: Cut, sub: number): Facet[] {
  const key = `${cut}:${sub}`;
  let m = modelCache.get(key);
  if (!m) {
    m = cut === 'emerald' ? stepCut() : brilliant(OUTLINES[cut], cut === 'heart' || cut === 'pear' ? sub + 1 : sub);
    modelCache.set(key, m);
  }
  return m;
}

/** Girdle outline (model space) of a cut, for settings that hug the stone. */
export function girdleOutline(cut: Cut, steps = 48): V3[] {
  if (cut === 'emerald') return stepRing();
  const { f } = OUTLINES[cut];
  return Array.from({ length: steps }, (_, i) => [...f(i / steps), 0] as V3);
}
function stepRing(): V3[] {
  const W = 0.74,
    H = 1,
    k = 0.24;
  return [
    [-W + k, H, 0],
    [W - k, H, 0],
    [W, H - k, 0],
    [W, -H + k, 0],
    [W - k, -H, 0],
    [-W + k, -H, 0],
    [-W, -H + k, 0],
    [-W, H - k, 0],
  ];
}

function newellNormal(p: readonly V3[]): V3 {
  let x = 0,
    y = 0,
    z = 0;
  for (let i = 0; i < p.length; i++) {
    const a = p[i]!,
      b = p[(i + 1) % p.length]!;
    x += (a[1] - b[1]) * (a[2] + b[2]);
    y += (a[2] - b[2]) * (a[0] + b[0]);
    z += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return norm3([x, y, z]);
}

const LIGHT = norm3([-0.5, 0.62, 0.6]);

export function place(pose: GemPose, p: V3): Pt {
  const w = apply(pose.m, p);
  return [pose.x + pose.s * w[0], pose.y - pose.s * w[1]];
}

/** The glint: a four-ray star with a soft halo, defined once per document. */
function glintSymbol(doc: SvgDoc): string {
  const halo = doc.radial([
    [0, '#ffffff', 0.95],
    [0.25, '#ffffff', 0.45],
    [1, '#ffffff', 0],
  ]);
  const ray = 'M0-1L.07-.07L1 0L.07.07L0 1L-.07.07L-1 0L-.07-.07Z';
  return doc.symbol(
    'glint',
    `<circle r=".42" fill="${halo}"/><path d="${ray}" fill="#fff"/><path d="${ray}" fill="#fff" opacity=".7" transform="rotate(45) scale(.42)"/>`,
  );
}

function glint(doc: SvgDoc, x: number, y: number, size: number, angle = 0): string {
  const id = glintSymbol(doc);
  const c = Math.cos(angle) * size,
    s = Math.sin(angle) * size;
  return useAt(id, [c, s, -s, c, x, y]);
}

export interface GemOptions {
  seed: number;
  /** Girdle samples per 1/16 turn: more for large close-ups. */
  detail?: number;
  /** Draw the star-shaped glints (off for tiny stones). */
  sparkle?: boolean;
  /** Facet edge width in picture units (defaults to a hairline for the stone's size). */
  edge?: number;
  /** 'small': one modest glint, for stones reused many times. */
  glints?: 'full' | 'small';
}

/** Stones smaller than this (half-width in pixels) share one drawing per document. */
const SMALL = 32;

/** A faceted stone at a pose. Pearls and opals are routed to their own renderers. */
export function renderStone(doc: SvgDoc, gem: GemstoneName, cut: Cut, pose: GemPose, opt: GemOptions): string {
  if (gem === 'Pearl') return renderPearl(doc, pose.x, pose.y, pose.s);
  if (gem === 'Opal') return renderCabochon(doc, pose, cut === 'round' || cut === 'cushion' ? 1 : 0.76, opt.seed);
  if (pose.s < SMALL) {
    // Too small to show its own facets: reuse one face-up stone of this cut, tilted by the pose.
    const id = smallStoneSymbol(doc, gem, cut);
    const u = place(pose, [1, 0, 0]),
      v = place(pose, [0, -1, 0]);
    return useAt(id, [u[0] - pose.x, u[1] - pose.y, v[0] - pose.x, v[1] - pose.y, pose.x, pose.y]);
  }
  return renderFaceted(doc, gem, cut, pose, opt);
}

function renderFaceted(doc: SvgDoc, gem: GemstoneName, cut: Cut, pose: GemPose, opt: GemOptions): string {
  const ramp = GEMS[gem];
  const rand = rng(opt.seed * 7919 + 17);
  const facets = model(cut, opt.detail ?? 2);
  const interior: V3 = [0, 0, -0.2];

  type Drawn = { d: string; depth: number; front: boolean; fill: string; opacity: number; c: Pt; b: number };
  const drawn: Drawn[] = [];
  for (const f of facets) {
    let nm = newellNormal(f.p);
    const centroid = f.p.reduce<V3>((acc, q) => [acc[0] + q[0] / f.p.length, acc[1] + q[1] / f.p.length, acc[2] + q[2] / f.p.length], [0, 0, 0]);
    if (dot3(nm, sub3(centroid, interior)) < 0) nm = [-nm[0], -nm[1], -nm[2]];
    const wn = norm3(apply(pose.m, nm));
    const front = wn[2] > 0.02;
    const jitter = rand();
    let b: number;
    if (front) {
      const lam = Math.max(0, dot3(wn, LIGHT));
      const refl: V3 = [2 * wn[2] * wn[0], 2 * wn[2] * wn[1], 2 * wn[2] * wn[2] - 1];
      const spec = Math.max(0, dot3(refl, LIGHT)) ** 5;
      b =
        f.zone === 'table'
          ? 0.5 + 0.35 * spec + 0.1 * jitter
          : f.zone === 'pavilion'
            ? 0.12 + 0.45 * lam + 0.4 * spec + (jitter - 0.5) * 0.5
            : 0.16 + 0.5 * lam + 0.6 * spec + (jitter - 0.5) * 0.7;
    } else {
      // Seen through the stone: internal reflections, freely bright or dark.
      b = 0.08 + 0.88 * jitter;
    }
    b = clamp(b, 0.03, 0.97);
    const screen = f.p.map((q) => place(pose, q));
    const wc = apply(pose.m, centroid);
    drawn.push({
      d: polyPath(screen),
      depth: wc[2],
      front,
      fill: rampAt(ramp.tones, b),
      opacity: front ? (f.zone === 'table' ? 0.62 : 0.9) : 1,
      c: place(pose, centroid),
      b,
    });
  }
  drawn.sort((a, b) => (a.front === b.front ? a.depth - b.depth : a.front ? 1 : -1));

  const edge = opt.edge ?? Math.max(0.35, pose.s * 0.008);
  const girdle = girdleOutline(cut, Math.round(Math.min(64, Math.max(24, pose.s * 0.8)))).map((q) => place(pose, q));
  // A dark body under everything so translucent facets never show the background.
  let out = `<path d="${polyPath(hull(facets.flatMap((f) => f.p.map((q) => place(pose, q)))))}" fill="${ramp.tones[1]}"/>`;
  // Facets seen through the stone are opaque; those facing us slightly translucent.
  const path = (d: Drawn) => `<path d="${d.d}" fill="${d.fill}"${d.opacity !== 0.9 && d.opacity < 1 ? ` fill-opacity="${d.opacity}"` : ''}/>`;
  out += `<g stroke="${ramp.tones[5]}" stroke-opacity=".38" stroke-width="${n(edge)}" stroke-linejoin="round">`;
  out += drawn
    .filter((d) => !d.front)
    .map(path)
    .join('');
  out += `<g fill-opacity=".9">${drawn
    .filter((d) => d.front)
    .map(path)
    .join('')}</g></g>`;

  // Diamond fire: a few facets flash spectral colours (not on tiny reused stones, where it reads as a tint).
  if (ramp.fire && opt.glints !== 'small') {
    const fronts = drawn.filter((d) => d.front);
    // Small outer facets only: fire shows as flecks, not patches.
    const small = fronts.filter((d) => d.b > 0.35).slice(-24);
    for (let i = 0; i < 4 && small.length; i++) {
      const d = small[Math.floor(rand() * small.length)]!;
      out += `<path d="${d.d}" fill="${ramp.fire[i % ramp.fire.length]}" fill-opacity=".35"/>`;
    }
  }
  out += `<path d="${polyPath(girdle)}" fill="none" stroke="${ramp.tones[0]}" stroke-opacity=".45" stroke-width="${n(edge * 1.3)}"/>`;

  if (opt.sparkle !== false) {
    const brightest = drawn.filter((d) => d.front && d.b > 0.6).sort((a, b) => b.b - a.b)[0];
    const tablePoint = place(pose, [-0.28, 0.3, 0.3]);
    const small = opt.glints === 'small';
    out += glint(doc, tablePoint[0], tablePoint[1], pose.s * (small ? 0.42 : 0.42), 0.1);
    if (brightest && !small) out += glint(doc, brightest.c[0], brightest.c[1], pose.s * 0.22, 0.5);
  }
  return out;
}

/** Convex hull (monotone chain) of picture points. */
export function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (const q of p.reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/**
 * A pearl: a cream sphere lit from the upper left, with a rose overtone, the
 * soft reflection of a studio window and a faint bright rim (its "orient").
 */
function renderPearl(doc: SvgDoc, x: number, y: number, r: number): string {
  const body = doc.radial(
    [
      [0, PEARL.shine],
      [0.14, '#fdfaf3'],
      [0.45, PEARL.body],
      [0.72, PEARL.mid],
      [0.9, PEARL.shade],
      [1, PEARL.edge],
    ],
    { cx: 0.4, cy: 0.36, r: 0.7 },
  );
  const rose = doc.radial(
    [
      [0, PEARL.rose, 0.7],
      [1, PEARL.rose, 0],
    ],
    { cx: 0.66, cy: 0.7, r: 0.5 },
  );
  const green = doc.radial(
    [
      [0, PEARL.green, 0.55],
      [1, PEARL.green, 0],
    ],
    { cx: 0.2, cy: 0.7, r: 0.32 },
  );
  const rim = doc.radial(
    [
      [0.8, '#ffffff', 0],
      [0.95, '#ffffff', 0.3],
      [1, '#ffffff', 0],
    ],
    { cx: 0.5, cy: 0.45, r: 0.52 },
  );
  const window = doc.linear(
    [
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const c = (fill: string) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`;
  const wx = x - r * 0.5,
    wy = y - r * 0.56;
  return (
    c(body) +
    c(rose) +
    c(green) +
    c(rim) +
    `<rect x="${n(wx)}" y="${n(wy)}" width="${n(r * 0.42)}" height="${n(r * 0.3)}" rx="${n(r * 0.1)}" transform="rotate(-30 ${n(wx)} ${n(wy)})" fill="${window}"/>` +
    `<circle cx="${n(x - r * 0.34)}" cy="${n(y - r * 0.4)}" r="${n(r * 0.06)}" fill="#ffffff"/>`
  );
}

/**
 * A domed cabochon (opal): milky body, drifting flashes of colour clipped to
 * the stone, a soft dome highlight and a darker rim.
 */
function renderCabochon(doc: SvgDoc, pose: GemPose, aspect: number, seed: number, vivid = false): string {
  const rand = rng(seed * 131 + 7);
  const surface: V3[] = [];
  for (let i = 0; i < 40; i++) {
    const t = (i / 40) * 2 * Math.PI;
    for (const h of [0, 0.35, 0.7, 0.92]) {
      const r = Math.sqrt(1 - h * h);
      surface.push([aspect * r * Math.sin(t), r * Math.cos(t), h * 0.55]);
    }
  }
  surface.push([0, 0, 0.55]);
  const outline = hull(surface.map((p) => place(pose, p)));
  const d = polyPath(outline);
  const clip = doc.clip(`<path d="${d}"/>`);
  const apex = place(pose, [-0.25 * aspect, 0.3, 0.5]);
  const centre = place(pose, [0, 0, 0.3]);
  const span = pose.s * 1.1;
  const base = doc.radial(
    [
      [0, '#fbfeff'],
      [0.55, '#e6f0f3'],
      [1, '#b7cad3'],
    ],
    { cx: 0.42, cy: 0.38, r: 0.7 },
  );
  // Play of colour: fractal noise stretched into vivid spectral patches, kept inside the stone.
  const freq = 1.6 / span;
  // Tiny stones need livelier colour to read as opal at all.
  const alpha = vivid ? 0.55 : 0.34;
  const play = doc.define(
    `opal-${n(freq)}-${seed % 50}-${alpha}`,
    (id) =>
      `<filter id="${id}" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="${+freq.toFixed(4)}" numOctaves="2" seed="${seed % 50}"/>` +
      `<feColorMatrix type="matrix" values="2.6 0 0 0 -.8 0 2.6 0 0 -.8 0 0 2.6 0 -.8 0 0 0 0 ${alpha}"/>` +
      `<feColorMatrix type="saturate" values="1.3"/>` +
      `<feComposite in2="SourceGraphic" operator="in"/></filter>`,
  );
  let flashes = `<path d="${d}" fill="#fff" filter="url(#${play})"/>`;
  for (let i = 0; i < 6; i++) {
    const color = OPAL_FLASHES[Math.floor(rand() * OPAL_FLASHES.length)]!;
    const g = doc.radial([
      [0, color, 0.9],
      [0.6, color, 0.55],
      [1, color, 0],
    ]);
    const fx = centre[0] + (rand() - 0.5) * span * 1.3;
    const fy = centre[1] + (rand() - 0.5) * span * 1.3;
    const rx = span * (0.1 + rand() * 0.16);
    flashes += `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(rx)}" ry="${n(rx * (0.45 + rand() * 0.4))}" transform="rotate(${Math.round(rand() * 180)} ${n(fx)} ${n(fy)})" fill="${g}"/>`;
  }
  const dome = doc.radial([
    [0, '#ffffff', 0.95],
    [0.4, '#ffffff', 0.35],
    [1, '#ffffff', 0],
  ]);
  const rim = doc.radial(
    [
      [0.6, '#506a75', 0],
      [1, '#3d5560', 0.38],
    ],
    { cx: 0.5, cy: 0.5, r: 0.55 },
  );
  return (
    `<path d="${d}" fill="${base}"/>` +
    `<g clip-path="${clip}">${flashes}</g>` +
    // A milky veil over the colour: white opal shows its fire through a pale body.
    (vivid
      ? ''
      : `<path d="${d}" fill="${doc.radial(
          [
            [0, '#ffffff', 0.35],
            [0.7, '#ffffff', 0.12],
            [1, '#ffffff', 0],
          ],
          { cx: 0.45, cy: 0.4, r: 0.6 },
        )}"/>`) +
    `<path d="${d}" fill="${rim}"/>` +
    `<ellipse cx="${n(apex[0])}" cy="${n(apex[1])}" rx="${n(pose.s * 0.38 * aspect)}" ry="${n(pose.s * 0.22)}" transform="rotate(-30 ${n(apex[0])} ${n(apex[1])})" fill="${dome}"/>` +
    glint(doc, apex[0] - pose.s * 0.05, apex[1] - pose.s * 0.04, pose.s * 0.28, 0.2)
  );
}

/**
 * A small stone as a reusable symbol (unit half-width), for pavé, halos and
 * tennis lines. Face-up only: callers squash it with a matrix for perspective.
 */
export function smallStoneSymbol(doc: SvgDoc, gem: GemstoneName, cut: Cut = 'round'): string {
  if (gem === 'Pearl') {
    return doc.symbol(`small-${gem}`, renderPearl(doc, 0, 0, 1));
  }
  if (gem === 'Opal') {
    return doc.symbol(`small-${gem}`, renderCabochon(doc, { x: 0, y: 0, s: 1, m: gemTurn(0) }, 1, 3, true));
  }
  // Defined once per document, so it can afford the full faceted stone.
  const body = renderFaceted(doc, gem, cut, { x: 0, y: 0, s: 1, m: gemTurn(0.05) }, { seed: gem.length, detail: 1, edge: 0.018, glints: 'small' });
  return doc.symbol(`small-${gem}-${cut}`, body);
}
