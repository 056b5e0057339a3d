/**
 * The seed-driven small choices that make sixty products look like sixty
 * different pieces: stone shape, mount, band and chain styles, backdrop tint.
 * A product keeps the same look across its four views and across metals and
 * gemstones (only the colours change), like photos of one design.
 */
import type { GemstoneName, PieceKind } from '../db/seed/types.ts';
import { CUTS, type Cut } from './gem.ts';
import { pick, rng } from './math.ts';
import { STUDIO_BACKDROPS, TINTED_BACKDROPS, VELVETS, type Backdrop } from './palette.ts';
import { BAND_STYLES, type RingStyle } from './ring.ts';
import { MOUNTS, type Mount } from './setting.ts';

const CHARM_SHAPES = ['heart', 'star', 'moon', 'flower'] as const;
export type CharmShape = (typeof CHARM_SHAPES)[number];
export type EarringStyle = 'stud' | 'drop' | 'hoop';
export type BraceletStyle = 'tennis' | 'chain' | 'bangle';

export interface Look {
  seed: number;
  cut: Cut;
  mount: Mount;
  ring: RingStyle;
  charm: CharmShape;
  earring: EarringStyle;
  bracelet: BraceletStyle;
  /** Which way three-quarter views turn: 1 or −1. */
  turn: 1 | -1;
  studio: Backdrop;
  tint: Backdrop;
  velvet: readonly [string, string, string];
}

/** Pearls are round and opals domed: only faceted stones take the other cuts. */
function cutFor(gem: GemstoneName, r: number): Cut {
  if (gem === 'Pearl') return 'round';
  if (gem === 'Opal') return r < 0.5 ? 'oval' : 'round';
  // Emeralds are traditionally step cut.
  if (gem === 'Emerald' && r < 0.45) return 'emerald';
  return pick(CUTS, r);
}

export function lookFor(kind: PieceKind, gem: GemstoneName, seed: number): Look {
  // The gemstone is left out of the seed on purpose: the same design in ruby
  // or sapphire keeps its shape. The kind is mixed in so a ring and a charm
  // with the same seed still differ.
  const r = rng((seed * 2654435761 + kind.length * 40503 + kind.charCodeAt(0) * 977) >>> 0);
  const cutRoll = r();
  const cut = cutFor(gem, cutRoll);
  const mount = pick(MOUNTS, r());
  return {
    seed,
    cut,
    mount,
    ring: { cut, setting: mount, band: pick(BAND_STYLES, r()) },
    charm: pick(CHARM_SHAPES, r()),
    earring: pick(['stud', 'drop', 'hoop', 'stud', 'drop'] as const, r()),
    bracelet: pick(['tennis', 'chain', 'bangle', 'tennis'] as const, r()),
    turn: r() < 0.5 ? 1 : -1,
    studio: pick(STUDIO_BACKDROPS, r()),
    tint: pick(TINTED_BACKDROPS, r()),
    velvet: pick(VELVETS, r()),
  };
}
