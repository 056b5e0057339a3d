/**
 * A piece of jewellery placed into a larger composition (tiles, banners,
 * galleries): its hero pose at a given centre and size, with a soft shadow.
 * `size` is roughly the piece's height in pixels.
 */
import type { GemstoneName, MetalName, PieceKind } from '../db/seed/types.ts';
import { braceletShadow, drawBracelet } from './bracelet.ts';
import { drawCharm } from './charm.ts';
import { drawEarring } from './earrings.ts';
import { lookFor, type Look } from './look.ts';
import { deg, mul, rotX, rotY } from './math.ts';
import { Metal } from './metal.ts';
import { drawNecklace } from './necklace.ts';
import { drawRing, ringBottom } from './ring.ts';
import { shadow } from './scene.ts';
import { useAt, type SvgDoc } from './svg.ts';

export interface PieceSpec {
  kind: PieceKind;
  metal: MetalName;
  gem: GemstoneName;
  seed: number;
  /** Overrides of the seed's choices (e.g. a heart charm for the Love theme). */
  look?: Partial<Look>;
}

export interface Placement {
  x: number;
  y: number;
  size: number;
  /** Shadow strength; 0 for none (pieces hanging in the air or on dark velvet). */
  shadow?: number;
  shadowTint?: string;
  /** Necklaces: where the chain leaves the picture (y), and its half-spread. */
  chainTop?: number;
  chainSpread?: number;
  /** Lean in degrees (rings turn, charms tilt). */
  turn?: number;
  detail?: number;
}

export function drawPiece(doc: SvgDoc, spec: PieceSpec, at: Placement): string {
  const metal = new Metal(doc, spec.metal);
  const look: Look = { ...lookFor(spec.kind, spec.gem, spec.seed), ...spec.look };
  if (spec.look?.cut) look.ring = { ...look.ring, cut: spec.look.cut };
  const { x, y, size } = at;
  const shade = at.shadow ?? 1;
  const detail = at.detail ?? 2;
  const tint = at.shadowTint;
  switch (spec.kind) {
    case 'ring': {
      const s = size * 0.4;
      const m = mul(rotX(deg(14)), rotY(deg(at.turn ?? 30 * look.turn)));
      const cam = { cx: x, cy: y + size * 0.1, s };
      const b = ringBottom(cam, m);
      return (shade ? shadow(doc, b[0], b[1] + 3, s * 1.1, s * 0.15, shade, tint) : '') + drawRing(metal, spec.gem, look.ring, cam, m, spec.seed, detail);
    }
    case 'charm':
      return (
        (shade ? shadow(doc, x + size * 0.05, y + size * 0.52, size * 0.4, size * 0.06, shade, tint) : '') +
        drawCharm(metal, spec.gem, look.charm, look.cut, { x, y: y + size * 0.08, size: size * 0.38, rotate: at.turn ?? 0 }, spec.seed, detail)
      );
    case 'earrings': {
      const style = look.earring;
      const s = style === 'drop' ? size * 0.16 : style === 'stud' ? size * 0.2 : size * 0.26;
      const top = style === 'drop' ? y - size * 0.32 : y;
      const id = doc.symbol(
        `vig-ear-${spec.metal}-${spec.gem}-${spec.seed}-${Math.round(s)}`,
        drawEarring(metal, spec.gem, style, look.cut, look.mount, { x: 0, y: 0, s, yaw: style === 'hoop' ? deg(50) : 0 }, spec.seed, detail),
      );
      const dx = style === 'hoop' ? size * 0.3 : style === 'stud' && look.mount === 'halo' ? size * 0.34 : size * 0.26;
      return (
        (shade ? shadow(doc, x, y + size * 0.5, size * 0.55, size * 0.06, shade, tint) : '') +
        useAt(id, [1, 0, 0, 1, x - dx, top]) +
        useAt(id, [1, 0, 0, 1, x + dx, top])
      );
    }
    case 'bracelet': {
      const m = mul(rotX(deg(60)), rotY(deg(at.turn ?? 10)));
      const cam = { cx: x, cy: y, s: size * 0.52 };
      return (
        (shade ? braceletShadow(doc, { ...cam, cy: y + size * 0.03 }, m, tint, shade) : '') +
        drawBracelet(metal, spec.gem, look.bracelet, look.cut, cam, m, spec.seed, detail)
      );
    }
    case 'necklace': {
      const top = at.chainTop ?? y - size;
      const spread = at.chainSpread ?? size * 0.5;
      return (
        (shade ? shadow(doc, x, y + size * 0.42, size * 0.18, size * 0.04, shade, tint) : '') +
        drawNecklace(
          metal,
          spec.gem,
          look.cut,
          look.mount,
          {
            left: [x - spread, top],
            right: [x + spread, top],
            bail: [x, y],
            stone: size * 0.12,
            link: Math.max(5, size * 0.018),
            spread: 0.6,
          },
          spec.seed,
          detail,
        )
      );
    }
  }
}
