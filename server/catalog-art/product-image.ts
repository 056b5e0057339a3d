/**
 * Product photographs drawn as SVG: one piece, one metal, one gemstone, one of
 * four camera set-ups. View 0 is the hero shot on a warm studio sweep, view 1
 * a three-quarter angle on a tinted backdrop, view 2 a close-up of the stone,
 * view 3 a styled "lifestyle" shot (velvet box, marble slab, neck bust).
 * Output is deterministic: the same input always gives the same document.
 */
import type { GemstoneName, MetalName, PieceKind } from '../db/seed/types.ts';
import { braceletShadow, drawBracelet } from './bracelet.ts';
import { charmHangPoint, charmShadow, drawCharm } from './charm.ts';
import { drawEarring } from './earrings.ts';
import { lookFor, type Look } from './look.ts';
import { apply, deg, hashString, mul, rotX, rotY, type M3 } from './math.ts';
import { Metal } from './metal.ts';
import { drawNecklace, necklaceChain } from './necklace.ts';
import { GEMS, mix } from './palette.ts';
import { drawRing, ringHead, ringBottom } from './ring.ts';
import { bokeh, marble, neckBust, ribbon, ringBox, shadow, studio } from './scene.ts';
import { SvgDoc, useAt } from './svg.ts';

type ProductView = 0 | 1 | 2 | 3;

export interface ProductImageInput {
  kind: PieceKind;
  metal: MetalName;
  gemstone: GemstoneName;
  view: ProductView;
  seed?: number;
}

const SIZE = 800;
const C = SIZE / 2;

interface Ctx {
  doc: SvgDoc;
  metal: Metal;
  gem: GemstoneName;
  look: Look;
  seed: number;
}

/** Ids start with a letter and encode everything the document depends on. */
function idPrefix(input: ProductImageInput, seed: number): string {
  const h = hashString(`${input.kind}|${input.metal}|${input.gemstone}|${input.view}|${seed}`).toString(36).padStart(7, '0');
  return `j${h.slice(-6)}`;
}

export function renderProductImage(input: ProductImageInput): string {
  const seed = Math.abs(Math.trunc(Number.isFinite(input.seed) ? input.seed! : 0));
  const doc = new SvgDoc(idPrefix(input, seed));
  const ctx: Ctx = { doc, metal: new Metal(doc, input.metal), gem: input.gemstone, look: lookFor(input.kind, input.gemstone, seed), seed };
  const body = COMPOSERS[input.kind](ctx, input.view);
  return doc.render(SIZE, SIZE, body);
}

/** The backdrop for a view; lifestyle views draw their own. */
function backdrop(ctx: Ctx, view: ProductView): string {
  const { doc, look } = ctx;
  if (view === 0) return studio(doc, SIZE, SIZE, look.studio);
  if (view === 1) return studio(doc, SIZE, SIZE, look.tint, { x: 0.42, y: 0.4 });
  const glow = GEMS[ctx.gem].glow;
  return bokeh(
    doc,
    SIZE,
    SIZE,
    ctx.seed,
    [mix(glow, '#ffffff', 0.4), '#ffffff', ctx.metal.ramp.light],
    [mix(look.tint.light, glow, 0.08), mix(look.tint.edge, glow, 0.18)],
  );
}

// ─── Rings ────────────────────────────────────────────────────────────────

function ring(ctx: Ctx, view: ProductView): string {
  const { doc, metal, gem, look, seed } = ctx;
  const t = look.turn;
  const draw = (m: M3, cx: number, cy: number, s: number, detail = 2) => drawRing(metal, gem, look.ring, { cx, cy, s }, m, seed, detail);
  const ground = (m: M3, cx: number, cy: number, s: number, spread = 1) => {
    const b = ringBottom({ cx, cy, s }, m);
    return shadow(doc, b[0], b[1] + 4, s * 1.15 * spread, s * 0.16 * spread);
  };
  switch (view) {
    case 0: {
      const m = mul(rotX(deg(20)), rotY(deg(32 * t)));
      return backdrop(ctx, 0) + ground(m, C, 430, 200) + draw(m, C, 430, 200);
    }
    case 1: {
      const m = mul(rotX(deg(36)), rotY(deg(62 * t)));
      return backdrop(ctx, 1) + ground(m, C, 430, 200, 1.1) + draw(m, C, 430, 200);
    }
    case 2: {
      // Look down onto the head, filling the frame with the stone.
      const m = mul(rotX(deg(58)), rotY(deg(16 * t)));
      const s = 560;
      const head = apply(m, ringHead(gem, look.ring));
      return backdrop(ctx, 2) + draw(m, C - s * head[0], 390 + s * head[1], s, 4);
    }
    default: {
      const slit = 560;
      const box = ringBox(doc, look.velvet, C, slit, 580);
      const m = mul(rotX(deg(10)), rotY(deg(24 * t)));
      const s = 172;
      return (
        studio(doc, SIZE, SIZE, look.studio, { y: 0.35 }) +
        shadow(doc, C, 755, 340, 40, 1.2) +
        box.back +
        draw(m, C, slit + 34 - s * 1.07 * Math.cos(deg(10)), s) +
        box.front
      );
    }
  }
}

// ─── Charms ───────────────────────────────────────────────────────────────

function charm(ctx: Ctx, view: ProductView): string {
  const { doc, metal, gem, look, seed } = ctx;
  const draw = (x: number, y: number, size: number, squash = 1, rotate = 0, detail = 2) =>
    drawCharm(metal, gem, look.charm, look.cut, { x, y, size, squash, rotate }, seed, detail);
  switch (view) {
    case 0:
      return backdrop(ctx, 0) + shadow(doc, C + 20, 700, 220, 34) + draw(C, 450, 215);
    case 1:
      return backdrop(ctx, 1) + shadow(doc, C + 40, 705, 200, 30) + draw(C, 455, 210, 0.72, -8 * look.turn);
    case 2:
      return backdrop(ctx, 2) + draw(C, 470, 470, 1, 0, 4);
    default: {
      // Lying on marble, threaded on a chain that crosses the picture.
      const frame = { x: 430, y: 0, size: 190, rotate: 10 * look.turn };
      const hang = charmHangPoint(look.charm, frame);
      frame.y = 205 - hang[1];
      return (
        marble(doc, SIZE, SIZE, seed) +
        ribbon(doc, seed, look.tint.edge) +
        charmShadow(doc, look.charm, frame, 12, 18) +
        draw(frame.x, frame.y, frame.size, 1, frame.rotate) +
        lifestyleChain(ctx, 205, hang[0])
      );
    }
  }
}

/** A chain crossing the picture through the charm's jump ring at (x, y). */
function lifestyleChain(ctx: Ctx, y: number, x: number): string {
  return necklaceChain(ctx.metal, { left: [-20, y - 90], right: [820, y - 60], bail: [x, y], stone: 0, link: 9, spread: 0.2 });
}

// ─── Earrings ─────────────────────────────────────────────────────────────

function earrings(ctx: Ctx, view: ProductView): string {
  const { doc, metal, gem, look, seed } = ctx;
  const style = look.earring;
  const one = (x: number, y: number, s: number, yaw: number, roll: number, flip: number, detail = 2) =>
    drawEarring(metal, gem, style, look.cut, look.mount, { x, y, s, yaw, roll }, seed, detail, flip);
  // A pair is one design twice: draw it once and place two copies (halves the size).
  const twin = (a: [number, number], b: [number, number], s: number, yaw: number, roll: number): string => {
    const id = doc.symbol(`earring-${s}-${yaw}-${roll}`, one(0, 0, s, yaw, roll, 1));
    return useAt(id, [1, 0, 0, 1, a[0], a[1]]) + useAt(id, [1, 0, 0, 1, b[0], b[1]]);
  };
  const pair = (layout: 'row' | 'diagonal'): string => {
    if (style === 'stud') {
      return layout === 'row'
        ? shadow(doc, 290, 500, 120, 24) + shadow(doc, 540, 500, 150, 24) + one(285, 400, 108, 0, 0, 1) + one(555, 405, 100, 1.05 * look.turn, 0, 1)
        : shadow(doc, 330, 430, 110, 22) + shadow(doc, 500, 600, 130, 24) + one(320, 330, 92, 0.3, 0.2, 1) + one(490, 500, 108, -0.25, -0.3, 1);
    }
    if (style === 'drop') {
      return layout === 'row'
        ? shadow(doc, C, 640, 250, 28) + twin([290, 150], [510, 150], 88, 0, 0)
        : shadow(doc, C + 20, 660, 240, 28) + twin([320, 130], [490, 210], 84, 0, 0.08);
    }
    return layout === 'row'
      ? shadow(doc, C, 640, 300, 34) + one(285, 410, 118, deg(58), 0, 1) + one(525, 415, 118, deg(32), 0, 1)
      : shadow(doc, C, 660, 280, 34) + one(330, 360, 108, deg(70), 0, 1) + one(500, 450, 118, deg(40), 0, 1);
  };
  switch (view) {
    case 0:
      return backdrop(ctx, 0) + pair('row');
    case 1:
      return backdrop(ctx, 1) + pair('diagonal');
    case 2: {
      const body = style === 'stud' ? one(C, 400, 280, 0, 0, 1, 4) : style === 'drop' ? one(C, -60, 190, 0, 0, 1, 4) : one(C + 60, 420, 300, deg(45), 0, 1, 3);
      return backdrop(ctx, 2) + body;
    }
    default:
      return marble(doc, SIZE, SIZE, seed, true) + ribbon(doc, seed + 1, look.tint.edge, 'top') + trinketDish(ctx) + pair('row');
  }
}

/** A shallow porcelain trinket dish with a gilded rim, seen from above at an angle. */
function trinketDish(ctx: Ctx): string {
  const { doc } = ctx;
  const glaze = doc.linear(
    [
      [0, '#fffefb'],
      [0.6, '#f1ece4'],
      [1, '#ddd4c8'],
    ],
    { x1: 0.2, y1: 0, x2: 0.8, y2: 1 },
  );
  const basin = doc.radial(
    [
      [0, '#fdfbf7'],
      [0.7, '#f3eee6'],
      [1, '#d9d0c3'],
    ],
    { cx: 0.5, cy: 0.6, r: 0.6 },
  );
  const gilt = doc.linear([
    [0, '#9a7430'],
    [0.3, '#f6dc97'],
    [0.55, '#c89b45'],
    [0.8, '#f1d48a'],
    [1, '#9a7430'],
  ]);
  return (
    shadow(doc, C + 14, 500, 340, 150, 1, '#3c3f46') +
    `<ellipse cx="${C}" cy="430" rx="320" ry="215" fill="${glaze}"/>` +
    `<ellipse cx="${C}" cy="430" rx="320" ry="215" fill="none" stroke="${gilt}" stroke-width="5"/>` +
    `<ellipse cx="${C}" cy="442" rx="282" ry="180" fill="${basin}"/>` +
    // The rim shades the far side of the basin.
    `<path d="M118 442A282 180 0 0 1 682 442A282 150 0 0 0 118 442Z" fill="#b9ad9c" opacity=".22"/>`
  );
}

// ─── Bracelets ────────────────────────────────────────────────────────────

function bracelet(ctx: Ctx, view: ProductView): string {
  const { doc, metal, gem, look, seed } = ctx;
  const t = look.turn;
  const draw = (m: M3, cx: number, cy: number, s: number, detail = 2) => drawBracelet(metal, gem, look.bracelet, look.cut, { cx, cy, s }, m, seed, detail);
  switch (view) {
    case 0: {
      const m = mul(rotX(deg(62)), rotY(deg(12 * t)));
      return backdrop(ctx, 0) + braceletShadow(doc, { cx: C, cy: 426, s: 280 }, m) + draw(m, C, 410, 280);
    }
    case 1: {
      const m = mul(rotX(deg(28)), rotY(deg(25 * t)));
      return backdrop(ctx, 1) + braceletShadow(doc, { cx: C, cy: 440, s: 300 }, m) + draw(m, C, 420, 300);
    }
    case 2: {
      const m = mul(rotX(deg(48)), rotY(deg(8 * t)));
      const s = 900;
      // Centre on the front of the bracelet.
      const front = apply(m, [0, 0, 0.84]);
      return backdrop(ctx, 2) + draw(m, C - s * front[0], 470 + s * front[1], s, 3);
    }
    default: {
      const m = mul(rotX(deg(70)), rotY(deg(-18 * t)));
      return (
        marble(doc, SIZE, SIZE, seed) +
        ribbon(doc, seed, look.tint.edge) +
        braceletShadow(doc, { cx: 406, cy: 424, s: 255 }, m, '#4d545e') +
        draw(m, 400, 410, 255)
      );
    }
  }
}

// ─── Necklaces ────────────────────────────────────────────────────────────

function necklace(ctx: Ctx, view: ProductView): string {
  const { doc, metal, gem, look, seed } = ctx;
  const draw = (f: Parameters<typeof drawNecklace>[4], detail = 2) => drawNecklace(metal, gem, look.cut, look.mount, f, seed, detail);
  switch (view) {
    case 0:
      return backdrop(ctx, 0) + shadow(doc, C + 10, 650, 130, 30, 0.8) + draw({ left: [190, -20], right: [610, -20], bail: [C, 380], stone: 96, spread: 0.6 });
    case 1:
      return (
        backdrop(ctx, 1) +
        shadow(doc, 440, 660, 120, 28, 0.8) +
        draw({ left: [130, -20], right: [700, -20], bail: [430, 390], stone: 92, spread: 0.9, sway: 0.12 * look.turn })
      );
    case 2:
      return backdrop(ctx, 2) + draw({ left: [220, -20], right: [580, -20], bail: [C, 150], stone: 205, link: 16, spread: 0.3 }, 4);
    default: {
      const bust = neckBust(doc, look.velvet, look.studio);
      return bust + draw({ left: [334, 272], right: [466, 272], bail: [C, 500], stone: 66, link: 8, spread: 1.4 });
    }
  }
}

const COMPOSERS: Record<PieceKind, (ctx: Ctx, view: ProductView) => string> = {
  ring,
  charm,
  earrings,
  bracelet,
  necklace,
};
