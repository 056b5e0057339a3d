/**
 * A tiny SVG document builder: number formatting, gradients with ids that are
 * unique to one document (so several images can be inlined in one page), and
 * the final document wrapper. Pure string building, no DOM.
 */

/**
 * Round to one decimal: plenty for an 800px image and keeps documents small.
 * Values below 2 keep three decimals, as they are usually unit-space sizes.
 */
export function n(value: number): string {
  const rounded = round(value);
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type Pt = readonly [number, number];

/** The rounding behind n(), as a number. */
function round(v: number): number {
  const k = Math.abs(v) < 2 ? 1000 : 10;
  return Math.round(v * k) / k;
}

/** Compact number text: no leading zero, at most three decimals. */
function compact(v: number): string {
  const t = String(+v.toFixed(3));
  return t === '-0' ? '0' : t.replace(/^(-?)0\./, '$1.');
}

/** Numbers joined the short way SVG allows ("1.5-2 .3": a minus sign separates). */
function joinNumbers(values: readonly number[]): string {
  let out = '';
  for (const v of values) {
    const t = compact(v);
    out += out && !t.startsWith('-') ? ` ${t}` : t;
  }
  return out;
}

/**
 * A closed path through straight segments, written with relative moves
 * (facet-heavy stones are most of a document's weight). Deltas are taken
 * between already-rounded points, so shared edges stay exactly shared.
 */
export function polyPath(points: readonly Pt[]): string {
  if (!points.length) return '';
  const r = points.map(([x, y]) => [round(x), round(y)] as const);
  const deltas: number[] = [];
  for (let i = 1; i < r.length; i++) deltas.push(r[i]![0] - r[i - 1]![0], r[i]![1] - r[i - 1]![1]);
  return `M${joinNumbers(r[0]!)}${deltas.length ? `l${joinNumbers(deltas)}` : ''}Z`;
}

/** Attribute-safe colour stop: [offset 0..1, colour, opacity?]. */
export type Stop = readonly [number, string, number?];

export interface LinearGeometry {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  /** Absolute coordinates instead of the shape's bounding box. */
  user?: boolean;
  transform?: string;
}

export interface RadialGeometry {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset * 100)}%" stop-color="${color}"${opacity === undefined || opacity >= 1 ? '' : ` stop-opacity="${+Math.max(0, opacity).toFixed(2)}"`}/>`,
    )
    .join('');
}

function attr(name: string, value: number | string | undefined): string {
  if (value === undefined) return '';
  // Bounding-box coordinates live in 0..1, so small numbers keep three decimals.
  const text = typeof value === 'number' ? (Math.abs(value) < 5 ? String(+value.toFixed(3)) : n(value)) : value;
  return ` ${name}="${text}"`;
}

/**
 * One SVG document being built. Every id it hands out starts with a prefix
 * derived from what the document shows, so two different documents never
 * share an id even when inlined side by side.
 */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private counter = 0;

  constructor(private readonly prefix: string) {}

  /** A fresh id, unique within this document. */
  id(): string {
    return `${this.prefix}${(this.counter++).toString(36)}`;
  }

  /** Adds a definition once per identical key; returns its id. */
  define(key: string, build: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = this.id();
    this.cache.set(key, id);
    this.defs.push(build(id));
    return id;
  }

  linear(stops: readonly Stop[], g: LinearGeometry = {}): string {
    const body = `${attr('x1', g.x1)}${attr('y1', g.y1)}${attr('x2', g.x2)}${attr('y2', g.y2)}`;
    const units = g.user ? ' gradientUnits="userSpaceOnUse"' : '';
    const tf = g.transform ? ` gradientTransform="${g.transform}"` : '';
    const stopText = stopsMarkup(stops);
    const id = this.define(`L${body}${units}${tf}${stopText}`, (id) => `<linearGradient id="${id}"${body}${units}${tf}>${stopText}</linearGradient>`);
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], g: RadialGeometry = {}): string {
    const body = `${attr('cx', g.cx)}${attr('cy', g.cy)}${attr('r', g.r)}${attr('fx', g.fx)}${attr('fy', g.fy)}`;
    const units = g.user ? ' gradientUnits="userSpaceOnUse"' : '';
    const tf = g.transform ? ` gradientTransform="${g.transform}"` : '';
    const stopText = stopsMarkup(stops);
    const id = this.define(`R${body}${units}${tf}${stopText}`, (id) => `<radialGradient id="${id}"${body}${units}${tf}>${stopText}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A Gaussian blur filter with a generous region so soft edges are not cut. */
  blur(std: number): string {
    const id = this.define(
      `blur${n(std)}`,
      (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clip path around arbitrary markup; returns the url() reference. */
  clip(markup: string): string {
    const id = this.define(`clip${markup}`, (id) => `<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  /** A reusable group (instantiated with <use href="#id">). Returns the bare id. */
  symbol(key: string, markup: string): string {
    return this.define(`sym${key}`, (id) => `<g id="${id}">${markup}</g>`);
  }

  render(width: number, height: number, body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** `<use>` of a symbol with an affine matrix [a b c d e f]. */
export function useAt(id: string, m: readonly [number, number, number, number, number, number], extra = ''): string {
  const [a, b, c, d, e, f] = m;
  return `<use href="#${id}" transform="matrix(${joinNumbers([a, b, c, d, round(e), round(f)])})"${extra}/>`;
}
