/**
 * Colours of the catalogue art: metals as tonal ramps (deep shadow → specular
 * highlight) that the drawings turn into reflective gradients, gemstones as
 * ramps that facets are shaded from, and the studio backdrops.
 */
import type { GemstoneName, MetalName } from '../db/seed/types.ts';
import { clamp, lerp } from './math.ts';
import type { Stop } from './svg.ts';

/** Five tones of one metal, from the darkest reflection to the specular highlight. */
export interface MetalRamp {
  deep: string;
  dark: string;
  mid: string;
  light: string;
  shine: string;
}

export const METALS: Record<MetalName, MetalRamp> = {
  // Cool, slightly blue-grey, with more contrast than white gold.
  '925 Sterling Silver': { deep: '#4a5059', dark: '#7f8791', mid: '#b7bec7', light: '#e1e5ea', shine: '#fbfdff' },
  // Bright buttery yellow gold.
  '14K Gold': { deep: '#7a5416', dark: '#b5852a', mid: '#ddb355', light: '#f5da8f', shine: '#fff8e0' },
  // Deeper, more saturated and orange-leaning than 14K.
  '18K Gold': { deep: '#633c05', dark: '#a0680c', mid: '#d2942a', light: '#efc35e', shine: '#fff1c4' },
  // Pink copper.
  'Rose Gold': { deep: '#6e372c', dark: '#a76353', mid: '#d49683', light: '#f0c3b2', shine: '#fff1ea' },
  // Brighter and whiter than silver, with a faint warm cast (rhodium over gold).
  '14K White Gold': { deep: '#65625c', dark: '#9f9c95', mid: '#d4d2cc', light: '#f0efea', shine: '#fffefa' },
};

/** A polished metal surface reflects a bright studio: alternating light and dark bands. */
export function metalStops(m: MetalRamp, variant: 'polished' | 'soft' | 'shadow' = 'polished'): Stop[] {
  if (variant === 'soft')
    return [
      [0, m.dark],
      [0.3, m.mid],
      [0.55, m.light],
      [0.7, m.shine],
      [0.85, m.light],
      [1, m.mid],
    ];
  if (variant === 'shadow')
    return [
      [0, m.deep],
      [0.35, m.dark],
      [0.6, m.mid],
      [0.8, m.dark],
      [1, m.deep],
    ];
  return [
    [0, m.dark],
    [0.14, m.mid],
    [0.26, m.shine],
    [0.36, m.light],
    [0.5, m.dark],
    [0.62, m.mid],
    [0.76, m.shine],
    [0.88, m.light],
    [1, m.mid],
  ];
}

/**
 * Six tones per gemstone from the darkest facet to a white-hot reflection;
 * `fire` are the spectral glints a diamond throws.
 */
export interface GemRamp {
  tones: readonly [string, string, string, string, string, string];
  fire?: readonly string[];
  /** Body colour used for glows and reflections around the stone. */
  glow: string;
}

export const GEMS: Record<GemstoneName, GemRamp> = {
  Diamond: {
    tones: ['#262d38', '#667183', '#aab5c4', '#dce4ee', '#f5f9ff', '#ffffff'],
    fire: ['#ff8fa3', '#ffd36e', '#8ff0c2', '#7cc8ff', '#c59bff'],
    glow: '#eaf3ff',
  },
  Ruby: { tones: ['#2e000b', '#6e0519', '#a8102c', '#dc2747', '#ff7088', '#ffdce2'], glow: '#ff4d6d' },
  Sapphire: { tones: ['#040b30', '#0b1d66', '#1734a0', '#2f5fd4', '#7aa0ff', '#e2eaff'], glow: '#3d6bff' },
  Emerald: { tones: ['#012316', '#04512f', '#0a8049', '#25b472', '#77e4ab', '#e0fff0'], glow: '#1fbf73' },
  Amethyst: { tones: ['#22073a', '#45106c', '#7027a8', '#9d55d4', '#cf9ef4', '#f6ebff'], glow: '#a865e8' },
  Garnet: { tones: ['#1a0204', '#42080e', '#71141d', '#9c2b33', '#cc6862', '#f5d3cc'], glow: '#a3242e' },
  Aquamarine: { tones: ['#25535e', '#4a8d9d', '#79c1cf', '#a6e0ea', '#d5f4f8', '#ffffff'], glow: '#8fd9e6' },
  // Golden "imperial" topaz: warm, distinct from the blue stones.
  Topaz: { tones: ['#4f2000', '#984305', '#d3730e', '#f2a332', '#ffd37c', '#fff4d9'], glow: '#f5a53a' },
  Pearl: { tones: ['#a99a86', '#cbbda7', '#e7dccb', '#f5eee2', '#fdf9f2', '#ffffff'], glow: '#f4e8d8' },
  Opal: { tones: ['#9fb4bd', '#c3d3da', '#dfe9ed', '#eef5f7', '#fafdfe', '#ffffff'], glow: '#cfe9ef' },
};

/** The colours opal flashes ("play of colour"). */
export const OPAL_FLASHES = ['#5fe3c0', '#5fb2ff', '#ff8fcf', '#ffd36a', '#a58bff', '#8ef07a', '#ff9f7a'];

/** Pearl lustre: cream body with rose and green overtones. */
export const PEARL = {
  shine: '#ffffff',
  body: '#f4ecdf',
  mid: '#e2d3bd',
  shade: '#c2ae90',
  edge: '#9a876b',
  rose: '#f3cfd3',
  green: '#d8ece0',
};

function hexToRgb(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function rgbToHex(r: number, g: number, b: number): string {
  const h = (x: number) =>
    Math.round(clamp(x, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Blend two hex colours. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(lerp(r1, r2, t), lerp(g1, g2, t), lerp(b1, b2, t));
}

/** A colour from a ramp at position 0..1. */
export function rampAt(tones: readonly string[], t: number): string {
  const x = clamp(t) * (tones.length - 1);
  const i = Math.min(tones.length - 2, Math.floor(x));
  return mix(tones[i]!, tones[i + 1]!, x - i);
}

/** Studio backdrops: centre (lit) and edge colours of a seamless paper sweep. */
export interface Backdrop {
  light: string;
  mid: string;
  edge: string;
}

/** View 0: warm, near-white studio sweeps. */
export const STUDIO_BACKDROPS: readonly Backdrop[] = [
  { light: '#fffdf9', mid: '#f8f1e7', edge: '#eadfce' }, // ivory
  { light: '#fffaf6', mid: '#f7ece6', edge: '#e9d8ce' }, // blush ivory
  { light: '#fdfcfa', mid: '#f3f1ed', edge: '#e2ded7' }, // pearl grey
  { light: '#fffcf3', mid: '#f6eedd', edge: '#e6d9bf' }, // champagne
];

/** View 1: tinted studio colours. */
export const TINTED_BACKDROPS: readonly Backdrop[] = [
  { light: '#fbeee9', mid: '#f1d9d1', edge: '#dcb9ad' }, // blush
  { light: '#f1f4ee', mid: '#dfe6da', edge: '#c3cfbc' }, // sage
  { light: '#eff4f8', mid: '#dbe5ee', edge: '#bccbd9' }, // powder blue
  { light: '#f5f1f8', mid: '#e6ddee', edge: '#cbbcd8' }, // lavender
  { light: '#faf3ea', mid: '#efe0cc', edge: '#d9c3a5' }, // sand
];

/** Velvet colours for boxes, busts and cushions: [highlight, body, shadow]. */
export const VELVETS: readonly (readonly [string, string, string])[] = [
  ['#3d4f7a', '#1f2b4a', '#0c1224'], // midnight navy
  ['#8a2f46', '#5a1428', '#2a0711'], // bordeaux
  ['#2f6b57', '#17443a', '#08211b'], // forest
  ['#58505e', '#332d39', '#16131a'], // charcoal plum
  ['#c98f8f', '#a36b6f', '#5e3439'], // dusty rose
];
