/**
 * Artwork for the storefront around the products: category, theme and
 * occasion tiles, hero banners (desktop and mobile), gallery portraits and
 * blog headers. Each composes drawn jewellery with a backdrop and motifs.
 * No text is drawn: the pages overlay their own.
 */
import type { CategoryName, FestivalName, GemstoneName, MetalName, PieceKind, PurposeName, ThemeName } from '../db/seed/types.ts';
import { hashString, rng } from './math.ts';
import * as M from './motifs.ts';
import { GEMS, STUDIO_BACKDROPS, TINTED_BACKDROPS, VELVETS, mix, type Backdrop } from './palette.ts';
import { marble, neckBust, ribbon, ringBox, shadow, studio } from './scene.ts';
import { SvgDoc } from './svg.ts';
import { drawPiece, type PieceSpec, type Placement } from './vignette.ts';

function doc(kind: string, name: string | number): SvgDoc {
  return new SvgDoc(`t${hashString(`${kind}|${name}`).toString(36)}-`);
}

const piece = (d: SvgDoc, kind: PieceKind, metal: MetalName, gem: GemstoneName, seed: number, at: Placement, look?: PieceSpec['look']) =>
  drawPiece(d, { kind, metal, gem, seed, look }, at);

const T = 600;

// ─── Category tiles ───────────────────────────────────────────────────────

const CATEGORY_BACKDROPS: Record<CategoryName, Backdrop> = {
  Rings: TINTED_BACKDROPS[0]!,
  Charms: STUDIO_BACKDROPS[3]!,
  Earrings: TINTED_BACKDROPS[2]!,
  Bracelets: TINTED_BACKDROPS[1]!,
  Necklaces: TINTED_BACKDROPS[3]!,
  'New Arrivals': STUDIO_BACKDROPS[0]!,
};

export function renderCategoryTile(category: CategoryName): string {
  const d = doc('category', category);
  let body = studio(d, T, T, CATEGORY_BACKDROPS[category]);
  switch (category) {
    case 'Rings':
      body += piece(
        d,
        'ring',
        '14K Gold',
        'Diamond',
        3,
        { x: 300, y: 290, size: 400 },
        { cut: 'round', mount: 'prong6', ring: { cut: 'round', setting: 'prong6', band: 'pave' } },
      );
      break;
    case 'Charms':
      body += piece(d, 'charm', 'Rose Gold', 'Ruby', 1, { x: 170, y: 300, size: 250, turn: -8 }, { charm: 'heart', cut: 'heart' });
      body += piece(d, 'charm', '14K Gold', 'Sapphire', 2, { x: 430, y: 300, size: 250, turn: 8 }, { charm: 'star', cut: 'round' });
      break;
    case 'Earrings':
      body += piece(d, 'earrings', '14K White Gold', 'Sapphire', 4, { x: 300, y: 300, size: 420 }, { earring: 'drop', cut: 'pear', mount: 'halo' });
      break;
    case 'Bracelets':
      body += piece(d, 'bracelet', '18K Gold', 'Emerald', 5, { x: 300, y: 290, size: 460 }, { bracelet: 'tennis' });
      break;
    case 'Necklaces':
      body += piece(
        d,
        'necklace',
        '925 Sterling Silver',
        'Amethyst',
        6,
        { x: 300, y: 330, size: 420, chainTop: -20, chainSpread: 170 },
        { cut: 'oval', mount: 'halo' },
      );
      break;
    case 'New Arrivals':
      body += piece(d, 'necklace', '14K Gold', 'Topaz', 7, { x: 410, y: 250, size: 300, chainTop: -20, chainSpread: 110 }, { cut: 'pear', mount: 'prong4' });
      body += piece(d, 'ring', 'Rose Gold', 'Ruby', 8, { x: 190, y: 380, size: 230 }, { cut: 'oval', ring: { cut: 'oval', setting: 'halo', band: 'plain' } });
      body += piece(d, 'earrings', '14K White Gold', 'Aquamarine', 9, { x: 420, y: 480, size: 210 }, { earring: 'stud', cut: 'round', mount: 'prong4' });
      body += M.sparkles(20, 20, 560, 560, 26, 4, '#e9c77b');
      break;
  }
  return d.render(T, T, body);
}

// ─── Theme tiles ──────────────────────────────────────────────────────────

export function renderThemeTile(theme: ThemeName): string {
  const d = doc('theme', theme);
  let body = '';
  switch (theme) {
    case 'Celestial':
      body += M.wash(d, T, T, '#1d2547', '#0c1024', '#3a4a8a', 0.6, 0.35);
      body += M.sparkles(10, 10, 580, 580, 60, 1, '#f6e7c1');
      body += M.crescent(d, 150, 150, 80);
      body += M.star(470, 110, 16, M.gilt(d), 12) + M.star(520, 190, 9, M.gilt(d)) + M.star(90, 330, 10, M.gilt(d));
      body += piece(d, 'charm', '14K Gold', 'Sapphire', 11, { x: 330, y: 330, size: 330, shadow: 0 }, { charm: 'moon', cut: 'pear' });
      break;
    case 'Floral':
      body += M.wash(d, T, T, '#fbeeea', '#f1d3cb', '#ffffff');
      for (const [x, y, r, c, rot] of [
        [70, 80, 60, '#f4c1c6', 10],
        [530, 520, 70, '#f7d6c9', 30],
        [520, 90, 40, '#ffffff', 0],
        [80, 520, 45, '#f9e3d5', 20],
        [160, 170, 28, '#ffffff', 15],
      ] as const)
        body += M.flower(d, x, y, r, 6, c, '#e6b45c', rot);
      body += M.leaf(d, 120, 110, 70, 40, '#9cb48e') + M.leaf(d, 470, 500, 80, 200, '#9cb48e') + M.leaf(d, 480, 120, 60, 150, '#aec2a0');
      body += piece(d, 'charm', 'Rose Gold', 'Ruby', 12, { x: 300, y: 300, size: 330, shadowTint: '#7a4a4a' }, { charm: 'flower', cut: 'round' });
      break;
    case 'Ocean':
      body += M.wash(d, T, T, '#eef8f8', '#cbe7ea', '#ffffff', 0.5, 0.2);
      body += M.waves(d, T, 470, ['#bfe2e6', '#9fd0d8', '#7fbcc8']);
      body += M.shell(d, 110, 560, 70, '#f6e3d6', -15) + M.shell(d, 510, 575, 50, '#f3d9cf', 20);
      body += piece(d, 'necklace', '14K White Gold', 'Pearl', 13, { x: 300, y: 330, size: 380, chainTop: -20, chainSpread: 150, shadow: 0.6 });
      break;
    case 'Vintage':
      body += M.wash(d, T, T, '#f6eddc', '#e6d4b5', '#fff8ea');
      body += M.filigree(d, 300, 90, 150, 0, 0.9) + M.filigree(d, 300, 520, 150, 180, 0.9);
      body += M.filigree(d, 80, 300, 90, -90, 0.6) + M.filigree(d, 520, 300, 90, 90, 0.6);
      body += piece(
        d,
        'ring',
        '18K Gold',
        'Emerald',
        14,
        { x: 300, y: 290, size: 330, shadowTint: '#6b5230' },
        { cut: 'emerald', ring: { cut: 'emerald', setting: 'halo', band: 'milgrain' } },
      );
      break;
    case 'Minimalist':
      body += M.wash(d, T, T, '#f7f6f3', '#ebe8e3', '#ffffff');
      body += M.fineLines(T, T, '#b9b2a7');
      body += piece(
        d,
        'ring',
        '14K White Gold',
        'Diamond',
        15,
        { x: 300, y: 300, size: 340 },
        { cut: 'round', ring: { cut: 'round', setting: 'bezel', band: 'plain' } },
      );
      break;
    case 'Nature':
      body += M.wash(d, T, T, '#eef2ea', '#d2dcc9', '#ffffff');
      body += M.sprig(d, 30, 120, 260, 15, '#7f9a74') + M.sprig(d, 580, 500, 260, 195, '#8fa884') + M.sprig(d, 560, 80, 180, 150, '#a3b898', 5);
      body += piece(
        d,
        'ring',
        '14K Gold',
        'Emerald',
        16,
        { x: 300, y: 300, size: 330, shadowTint: '#3f5238' },
        { cut: 'oval', ring: { cut: 'oval', setting: 'prong4', band: 'knife' } },
      );
      break;
    case 'Love':
      body += M.wash(d, T, T, '#fbe9ea', '#f1c9cd', '#ffffff');
      for (const [x, y, s, rot, o] of [
        [90, 100, 40, -15, 0.7],
        [510, 120, 28, 12, 0.6],
        [500, 490, 46, 18, 0.7],
        [110, 500, 26, -10, 0.5],
        [450, 300, 14, 0, 0.5],
        [150, 300, 16, 0, 0.5],
      ] as const)
        body += M.heart(d, x, y, s, '#e88a98', rot, o);
      body += piece(d, 'charm', 'Rose Gold', 'Ruby', 17, { x: 300, y: 300, size: 330, shadowTint: '#7a3a45' }, { charm: 'heart', cut: 'heart' });
      break;
    case 'Zodiac':
      body += M.wash(d, T, T, '#272b52', '#12152c', '#4a4f8f', 0.5, 0.45);
      body += M.sparkles(10, 10, 580, 580, 40, 8, '#f6e7c1');
      body += M.zodiacWheel(d, 300, 300, 230, 5);
      body += piece(
        d,
        'necklace',
        '18K Gold',
        'Topaz',
        18,
        { x: 300, y: 320, size: 300, chainTop: -20, chainSpread: 120, shadow: 0 },
        { cut: 'round', mount: 'halo' },
      );
      break;
    case 'Boho':
      body += M.wash(d, T, T, '#f6e8d8', '#e3c3a3', '#fff6ea');
      body += M.feather(d, 40, 560, 260, -60, '#d9b99a') + M.feather(d, 560, 80, 220, 130, '#c9a58a');
      body += M.tassel(d, 90, 40, 160, '#c7785a') + M.tassel(d, 520, 380, 150, '#d8a05c');
      body += piece(
        d,
        'earrings',
        '14K Gold',
        'Opal',
        19,
        { x: 300, y: 300, size: 380, shadowTint: '#6e4a30' },
        { earring: 'drop', cut: 'oval', mount: 'bezel' },
      );
      break;
  }
  return d.render(T, T, body);
}

// ─── Occasion tiles ───────────────────────────────────────────────────────

export function renderOccasionTile(name: PurposeName | FestivalName): string {
  const d = doc('occasion', name);
  let body = '';
  switch (name) {
    case 'Engagement': {
      body += studio(d, T, T, TINTED_BACKDROPS[0]!);
      const box = ringBox(d, VELVETS[1]!, 300, 420, 400);
      body += shadow(d, 300, 560, 240, 30) + box.back;
      body += piece(
        d,
        'ring',
        '14K White Gold',
        'Diamond',
        21,
        { x: 300, y: 300, size: 290, shadow: 0, turn: 20 },
        { cut: 'round', ring: { cut: 'round', setting: 'prong6', band: 'pave' } },
      );
      body += box.front + M.sparkles(40, 30, 520, 200, 14, 2, '#ffffff');
      break;
    }
    case 'Wedding':
      body += M.wash(d, T, T, '#fdfbf7', '#efe7dc', '#ffffff');
      body += M.linkedRings(d, 300, 300, 210).replace('<g ', '<g opacity=".35" ');
      body +=
        M.flower(d, 80, 520, 55, 5, '#ffffff', '#efd9a0', 10) + M.flower(d, 150, 560, 35, 5, '#fbf1ea', '#efd9a0') + M.leaf(d, 40, 470, 70, -60, '#a8b99c');
      body += piece(
        d,
        'ring',
        '18K Gold',
        'Diamond',
        22,
        { x: 240, y: 300, size: 270, turn: 35 },
        { cut: 'round', ring: { cut: 'round', setting: 'prong4', band: 'plain' } },
      );
      body += piece(
        d,
        'ring',
        '18K Gold',
        'Diamond',
        23,
        { x: 380, y: 320, size: 240, turn: -40 },
        { ring: { cut: 'round', setting: 'halo', band: 'milgrain' } },
      );
      break;
    case 'Birthday':
      body += M.wash(d, T, T, '#f6effa', '#e4d6ee', '#ffffff');
      body += confetti(d, 1);
      body += M.giftBox(d, 170, 360, 170, '#d9c3e8', '#e9c77b');
      body += piece(
        d,
        'necklace',
        'Rose Gold',
        'Amethyst',
        24,
        { x: 420, y: 320, size: 300, chainTop: -20, chainSpread: 110 },
        { cut: 'round', mount: 'prong4' },
      );
      break;
    case 'Anniversary':
      body += M.wash(d, T, T, '#fbf4e8', '#ecdcc0', '#ffffff');
      body += M.linkedRings(d, 300, 300, 200).replace('<g ', '<g opacity=".3" ');
      body += M.heart(d, 470, 110, 26, '#e7b3a6', 12, 0.7) + M.heart(d, 120, 480, 20, '#e7b3a6', -10, 0.6);
      body += piece(d, 'bracelet', '14K Gold', 'Ruby', 25, { x: 300, y: 320, size: 430 }, { bracelet: 'tennis' });
      break;
    case 'Baby Shower':
      body += M.wash(d, T, T, '#f0f6fb', '#f8e6ea', '#ffffff');
      body += clouds(d) + M.star(470, 120, 18, '#f3d58a', 10) + M.star(120, 150, 12, '#f3d58a') + M.star(500, 480, 10, '#f6c6cf');
      body += piece(d, 'bracelet', '14K Gold', 'Pearl', 26, { x: 300, y: 330, size: 380 }, { bracelet: 'tennis' });
      break;
    case 'House Warming':
      body += M.wash(d, T, T, '#f5f3ec', '#e2e6da', '#ffffff');
      body += M.houseLine(d, 300, 230, 170);
      body += M.keyShape(d, 430, 470, 70, -20);
      body += piece(d, 'charm', '14K Gold', 'Topaz', 27, { x: 220, y: 420, size: 220, turn: -10 }, { charm: 'star', cut: 'round' });
      break;
    case 'Retirement':
      body += M.sunset(d, T, T, 380);
      body += piece(
        d,
        'ring',
        '18K Gold',
        'Topaz',
        28,
        { x: 300, y: 330, size: 300, shadowTint: '#7a4a30' },
        { ring: { cut: 'cushion', setting: 'halo', band: 'plain' }, cut: 'cushion' },
      );
      break;
    case 'Divorce':
      body += M.wash(d, T, T, '#f6f1f8', '#e2d8ea', '#ffffff');
      body += M.butterfly(d, 140, 150, 70, '#c9b3e0', -15) + M.butterfly(d, 470, 110, 45, '#e6c7d6', 20) + M.butterfly(d, 500, 470, 35, '#bcd3e8', 10);
      body += piece(
        d,
        'ring',
        '14K White Gold',
        'Amethyst',
        29,
        { x: 300, y: 320, size: 320 },
        { cut: 'oval', ring: { cut: 'oval', setting: 'prong4', band: 'knife' } },
      );
      break;
    case 'Christmas':
      body += M.wash(d, T, T, '#1f3d33', '#0f2019', '#2f5d4b', 0.5, 0.35);
      body += M.sparkles(10, 10, 580, 580, 40, 3, '#f3dfa8');
      body += M.firTree(d, 150, 210, 320, '#2f6b52');
      body += M.bauble(d, 470, 150, 34, '#b3263c', 90) + M.bauble(d, 540, 250, 22, '#d9b25c', 160) + M.bauble(d, 400, 100, 18, '#e8e2d6', 60);
      body += piece(d, 'earrings', '18K Gold', 'Ruby', 30, { x: 410, y: 420, size: 260, shadow: 0 }, { earring: 'drop', cut: 'oval', mount: 'prong4' });
      break;
    case 'Halloween':
      body += M.wash(d, T, T, '#30213d', '#150d1f', '#5d3e6e', 0.7, 0.3);
      body += M.crescent(d, 470, 110, 55);
      body += M.bat(130, 110, 40, '#120a18') + M.bat(230, 70, 24, '#120a18') + M.bat(540, 250, 20, '#120a18');
      body += M.pumpkin(d, 160, 470, 95, '#d98a3e') + M.pumpkin(d, 280, 520, 55, '#c9733a');
      body += piece(
        d,
        'ring',
        'Rose Gold',
        'Garnet',
        31,
        { x: 420, y: 360, size: 260, shadowTint: '#000000' },
        { ring: { cut: 'pear', setting: 'prong6', band: 'plain' }, cut: 'pear' },
      );
      break;
    case "Valentine's Day":
      body += M.wash(d, T, T, '#f8d9dd', '#e7a3ad', '#fff1f2');
      body += M.rose(d, 90, 520, 70, '#c2334a') + M.rose(d, 190, 560, 45, '#d4506a') + M.leaf(d, 40, 440, 60, -50, '#6f8b5e');
      for (const [x, y, s, r] of [
        [500, 90, 34, 12],
        [90, 100, 22, -12],
        [540, 520, 20, 10],
      ] as const)
        body += M.heart(d, x, y, s, '#d94c64', r, 0.8);
      body += piece(d, 'necklace', 'Rose Gold', 'Ruby', 32, { x: 330, y: 320, size: 320, chainTop: -20, chainSpread: 130 }, { cut: 'heart', mount: 'halo' });
      break;
    case "Mother's Day":
      body += M.wash(d, T, T, '#fcf0ee', '#f0d7d2', '#ffffff');
      body += M.tulip(d, 80, 600, 300, '#f0a3b1', -12) + M.tulip(d, 130, 600, 260, '#f6c3a6', 4) + M.tulip(d, 40, 600, 220, '#e98fa0', -25);
      body += piece(d, 'necklace', '14K Gold', 'Pearl', 33, { x: 360, y: 330, size: 320, chainTop: -20, chainSpread: 130 });
      break;
    case 'Easter Day':
      body += M.wash(d, T, T, '#f3f8ee', '#fbf0d8', '#ffffff');
      body +=
        M.egg(d, 120, 500, 120, '#bfe0d0', '#ffffff', -12) +
        M.egg(d, 210, 530, 95, '#f6d6de', '#e9c77b', 10) +
        M.egg(d, 480, 520, 105, '#fbe7a9', '#ffffff', 8);
      body += M.sprig(d, 330, 600, 160, -70, '#9cb48e', 5);
      body += piece(
        d,
        'charm',
        '925 Sterling Silver',
        'Aquamarine',
        34,
        { x: 320, y: 270, size: 280, shadowTint: '#5a6a5a' },
        { charm: 'flower', cut: 'round' },
      );
      break;
    case 'Thanks Giving Day':
      body += M.wash(d, T, T, '#f7e6cf', '#e4bb8c', '#fff4e4');
      body += M.mapleLeaf(d, 90, 110, 60, '#c8642f', -20) + M.mapleLeaf(d, 520, 500, 70, '#d98b36', 25) + M.mapleLeaf(d, 500, 110, 40, '#b5472f', 10);
      body += M.wheat(d, 70, 600, 260, -15) + M.wheat(d, 110, 600, 230, -4);
      body += piece(
        d,
        'ring',
        '14K Gold',
        'Topaz',
        35,
        { x: 330, y: 320, size: 320, shadowTint: '#6e4520' },
        { ring: { cut: 'oval', setting: 'prong6', band: 'pave' }, cut: 'oval' },
      );
      break;
  }
  return d.render(T, T, body);
}

function confetti(d: SvgDoc, seed: number): string {
  const rand = rng(seed * 101);
  const colors = ['#e9c77b', '#f2b8c6', '#b9d8f0', '#c9e4c5', '#d9c3e8'];
  let out = '';
  for (let i = 0; i < 40; i++) {
    const x = rand() * T,
      y = rand() * T;
    out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(4 + rand() * 6).toFixed(1)}" height="${(2 + rand() * 3).toFixed(1)}" transform="rotate(${Math.round(rand() * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="${colors[i % colors.length]}" opacity=".8"/>`;
  }
  void d;
  return out;
}

function clouds(d: SvgDoc): string {
  const g = d.linear(
    [
      [0, '#ffffff'],
      [1, '#e7eef6'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const cloud = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="-30" cy="5" r="26" fill="${g}"/><circle cx="5" cy="-10" r="36" fill="${g}"/><circle cx="40" cy="6" r="24" fill="${g}"/><rect x="-55" y="5" width="118" height="26" rx="13" fill="${g}"/></g>`;
  return cloud(130, 90, 1) + cloud(470, 560, 0.8) + cloud(520, 250, 0.6);
}

// ─── Banners ──────────────────────────────────────────────────────────────

interface Mood {
  top: string;
  bottom: string;
  glow: string;
  metal: MetalName;
  gems: readonly [GemstoneName, GemstoneName, GemstoneName];
  accent: string;
  dark?: boolean;
}

const MOODS: readonly Mood[] = [
  { top: '#fbf6ee', bottom: '#ecdfcb', glow: '#ffffff', metal: '14K Gold', gems: ['Diamond', 'Topaz', 'Diamond'], accent: '#e2c9a0' },
  { top: '#fbeeec', bottom: '#efcfc9', glow: '#fff8f6', metal: 'Rose Gold', gems: ['Ruby', 'Pearl', 'Amethyst'], accent: '#e8b4b2' },
  { top: '#1e2746', bottom: '#0b1022', glow: '#3d4f8a', metal: '14K White Gold', gems: ['Sapphire', 'Diamond', 'Aquamarine'], accent: '#5a6aa0', dark: true },
  { top: '#eef2ea', bottom: '#d0dcc6', glow: '#ffffff', metal: '18K Gold', gems: ['Emerald', 'Diamond', 'Opal'], accent: '#98ae8c' },
];

/** The mood's props: silk for light moods, a spotlight and sparkles for the dark one. */
function moodProps(d: SvgDoc, mood: Mood, index: number, w: number, h: number): string {
  let out = M.wash(d, w, h, mood.top, mood.bottom, mood.glow, 0.68, 0.45);
  if (mood.dark) out += M.sparkles(w * 0.35, 10, w * 0.63, h - 20, 50, index, '#dfe6ff');
  else if (index === 1) {
    out += M.flower(d, w * 0.96, h * 0.12, 60, 5, '#ffffff', '#efd0a0', 10) + M.flower(d, w * 0.42, h * 0.9, 44, 5, '#f6d6d2', '#efd0a0', 30);
    out += M.leaf(d, w * 0.93, h * 0.25, 70, 130, '#a9bc9c');
  } else if (index === 3) {
    out += M.sprig(d, w * 0.98, h * 0.05, h * 0.6, 140, '#7f9a74') + M.sprig(d, w * 0.4, h * 1.02, h * 0.5, -35, '#8fa884', 6);
  } else {
    out += M.sparkles(w * 0.38, 10, w * 0.6, h - 20, 26, index + 3, '#d9b46a');
  }
  return out;
}

/** 1600×640 hero banners; the left third stays calm for the headline. */
export function renderBanner(index: 0 | 1 | 2 | 3): string {
  const d = doc('banner', index);
  const W = 1600,
    H = 640;
  const mood = MOODS[Math.abs(Math.trunc(index)) % MOODS.length] ?? MOODS[0]!;
  const tint = mood.dark ? '#000000' : undefined;
  const [g0, g1, g2] = mood.gems;
  let body = moodProps(d, mood, index, W, H);
  body += piece(
    d,
    'necklace',
    mood.metal,
    g1,
    40 + index,
    { x: 1020, y: 330, size: 420, chainTop: -20, chainSpread: 160, shadowTint: tint, shadow: mood.dark ? 0 : 0.8 },
    { mount: 'halo', cut: g1 === 'Pearl' ? 'round' : 'pear' },
  );
  body += piece(
    d,
    'ring',
    mood.metal,
    g0,
    44 + index,
    { x: 1330, y: 330, size: 380, shadowTint: tint },
    { ring: { cut: 'oval', setting: 'halo', band: 'pave' }, cut: 'oval' },
  );
  body += piece(d, 'earrings', mood.metal, g2, 48 + index, { x: 720, y: 440, size: 230, shadowTint: tint }, { earring: 'stud', cut: 'round', mount: 'halo' });
  return d.render(W, H, body);
}

/** 800×800 hero for phones; the top third stays calm for the headline. */
export function renderMobileBanner(index: 0 | 1 | 2): string {
  const d = doc('mobile', index);
  const mood = MOODS[Math.abs(Math.trunc(index)) % 3] ?? MOODS[0]!;
  const tint = mood.dark ? '#000000' : undefined;
  const [g0, g1] = mood.gems;
  let body = moodProps(d, mood, index, 800, 800);
  body += piece(
    d,
    'necklace',
    mood.metal,
    g1,
    60 + index,
    { x: 300, y: 470, size: 380, chainTop: 180, chainSpread: 150, shadow: mood.dark ? 0 : 0.8 },
    { mount: 'halo', cut: g1 === 'Pearl' ? 'round' : 'pear' },
  );
  body += piece(
    d,
    'ring',
    mood.metal,
    g0,
    64 + index,
    { x: 560, y: 560, size: 330, shadowTint: tint },
    { ring: { cut: 'round', setting: 'prong6', band: 'pave' }, cut: 'round' },
  );
  return d.render(800, 800, body);
}

// ─── Gallery portraits ────────────────────────────────────────────────────

const GALLERY_METALS: readonly MetalName[] = ['14K Gold', 'Rose Gold', '14K White Gold', '18K Gold', '925 Sterling Silver'];
const GALLERY_GEMS: readonly GemstoneName[] = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Pearl', 'Amethyst', 'Topaz', 'Opal', 'Aquamarine', 'Garnet'];

/** 600×750 portraits of pieces on display: bust, ring cone, earring stand, bracelet pillow. */
export function renderGalleryImage(index: number): string {
  const i = Math.abs(Math.trunc(Number.isFinite(index) ? index : 0));
  const d = doc('gallery', i);
  const W = 600,
    H = 750;
  const metal = GALLERY_METALS[i % GALLERY_METALS.length]!;
  const gem = GALLERY_GEMS[(i * 3) % GALLERY_GEMS.length]!;
  const velvet = VELVETS[i % VELVETS.length]!;
  const wall = STUDIO_BACKDROPS[i % STUDIO_BACKDROPS.length]!;
  let body = '';
  switch (i % 4) {
    case 0:
      // The neck bust, scaled to the portrait and standing on the bottom edge.
      body += studio(d, W, H, wall) + `<g transform="translate(0 150) scale(.75)">${neckBust(d, velvet, wall, false)}</g>`;
      body += piece(d, 'necklace', metal, gem, 80 + i, { x: 300, y: 500, size: 340, chainTop: 352, chainSpread: 50, shadow: 0 });
      break;
    case 1:
      body += studio(d, W, H, TINTED_BACKDROPS[i % TINTED_BACKDROPS.length]!);
      body += pedestal(d, velvet, 300, 500, 'back');
      body += piece(d, 'ring', metal, gem, 80 + i, { x: 300, y: 372, size: 330, shadow: 0, turn: 25 });
      body += pedestal(d, velvet, 300, 500, 'front');
      break;
    case 2: {
      body += studio(d, W, H, TINTED_BACKDROPS[(i + 2) % TINTED_BACKDROPS.length]!);
      body += earringStand(d, velvet);
      // Hang each hook over the bar.
      body += piece(d, 'earrings', metal, gem, 80 + i, { x: 300, y: 325, size: 330, shadow: 0 }, { earring: 'drop' });
      break;
    }
    default:
      body += marble(d, W, H, i, true);
      body += M.sprig(d, 620, 40, 300, 140, '#8fa884', 6);
      body += piece(d, 'bracelet', metal, gem, 80 + i, { x: 320, y: 330, size: 470, shadow: 0.8, turn: -15, shadowTint: '#4d545e' });
      body += piece(d, 'ring', metal, gem, 90 + i, { x: 470, y: 630, size: 170, shadowTint: '#4d545e' });
  }
  return d.render(W, H, body);
}

/**
 * A round velvet pedestal whose top has a slit holding a ring upright:
 * draw 'back' before the ring and 'front' after, so the slit swallows its band.
 */
function pedestal(d: SvgDoc, v: readonly [string, string, string], x: number, top: number, part: 'back' | 'front'): string {
  const rx = 200,
    ry = 46,
    h = 200;
  const side = d.linear([
    [0, v[2]],
    [0.3, v[0]],
    [0.55, v[1]],
    [1, v[2]],
  ]);
  const face = d.radial(
    [
      [0, mix(v[0], '#ffffff', 0.12)],
      [1, v[1]],
    ],
    { cx: 0.4, cy: 0.4, r: 0.7 },
  );
  if (part === 'back') return shadow(d, x, top + h + 10, rx * 1.2, 30, 1.1) + `<ellipse cx="${x}" cy="${top}" rx="${rx}" ry="${ry}" fill="${face}"/>`;
  // The near half of the top, from the slit forward, then the drum.
  return (
    `<path d="M${x - rx} ${top}A${rx} ${ry} 0 0 0 ${x + rx} ${top}Z" fill="${face}"/>` +
    `<path d="M${x - rx * 0.7} ${top}H${x + rx * 0.7}" stroke="${v[2]}" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="M${x - rx} ${top}A${rx} ${ry} 0 0 0 ${x + rx} ${top}V${top + h}A${rx} ${ry} 0 0 1 ${x - rx} ${top + h}Z" fill="${side}"/>` +
    `<path d="M${x - rx} ${top}A${rx} ${ry} 0 0 0 ${x + rx} ${top}" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="2"/>`
  );
}

/** A T-bar earring stand in velvet. */
function earringStand(d: SvgDoc, v: readonly [string, string, string]): string {
  const g = d.linear(
    [
      [0, v[0]],
      [1, v[2]],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const post = d.linear([
    [0, v[2]],
    [0.4, v[0]],
    [1, v[2]],
  ]);
  return (
    shadow(d, 300, 690, 160, 22, 1) +
    `<rect x="110" y="165" width="380" height="22" rx="11" fill="${g}"/>` +
    `<rect x="288" y="180" width="24" height="500" fill="${post}"/>` +
    `<ellipse cx="300" cy="684" rx="120" ry="18" fill="${g}"/>`
  );
}

// ─── Blog headers ─────────────────────────────────────────────────────────

/** 1200×675: the piece styled on marble with silk and a sprig, weighted to the right. */
export function renderBlogImage(input: { kind: PieceKind; metal: MetalName; gemstone: GemstoneName }): string {
  const seed = hashString(`${input.kind}|${input.metal}|${input.gemstone}`);
  const d = doc('blog', seed);
  const W = 1200,
    H = 675;
  let body = marble(d, W, H, seed % 97, true);
  body += `<g transform="scale(1.5 .85)">${ribbon(d, seed % 13, mix(GEMS[input.gemstone].glow, '#ffffff', 0.55))}</g>`;
  body += M.sprig(d, 40, 640, 300, -40, '#8fa884', 6);
  const size = input.kind === 'bracelet' ? 560 : input.kind === 'earrings' ? 470 : 480;
  body += drawPiece(
    d,
    { kind: input.kind, metal: input.metal, gem: input.gemstone, seed: seed % 1000 },
    {
      x: 760,
      y: input.kind === 'necklace' ? 360 : 330,
      size,
      chainTop: -20,
      chainSpread: 200,
      shadowTint: '#4d545e',
    },
  );
  return d.render(W, H, body);
}
