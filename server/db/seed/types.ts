/**
 * The shape of the sample catalogue as authored by hand (catalog-data.ts).
 * The seeder turns it into rows; nothing here knows about the database.
 */
import { ringSizeLabel, tenthsOfSize } from '../../../domain/ring-sizes.ts';

export const CATEGORY_NAMES = ['Rings', 'Charms', 'Earrings', 'Bracelets', 'Necklaces', 'New Arrivals'] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** What a piece physically is: decides its drawing and its sizes. */
export const PIECE_KINDS = ['ring', 'charm', 'earrings', 'bracelet', 'necklace'] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

export const METAL_NAMES = ['925 Sterling Silver', '14K Gold', '18K Gold', 'Rose Gold', '14K White Gold'] as const;
export type MetalName = (typeof METAL_NAMES)[number];

export const GEMSTONE_NAMES = ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Amethyst', 'Garnet', 'Aquamarine', 'Topaz', 'Pearl', 'Opal'] as const;
export type GemstoneName = (typeof GEMSTONE_NAMES)[number];

export const THEME_NAMES = ['Celestial', 'Floral', 'Ocean', 'Vintage', 'Minimalist', 'Nature', 'Love', 'Zodiac', 'Boho'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const PURPOSE_NAMES = ['Engagement', 'Wedding', 'Birthday', 'Anniversary', 'Baby Shower', 'House Warming', 'Retirement', 'Divorce'] as const;
export type PurposeName = (typeof PURPOSE_NAMES)[number];

export const FESTIVAL_NAMES = ['Christmas', 'Halloween', "Valentine's Day", "Mother's Day", 'Easter Day', 'Thanks Giving Day'] as const;
export type FestivalName = (typeof FESTIVAL_NAMES)[number];

/** Sub-categories ("types") belong to one kind of piece. */
export const SUB_CATEGORIES: Record<PieceKind, readonly string[]> = {
  ring: ['Solitaire', 'Halo', 'Band', 'Stackable', 'Signet'],
  charm: ['Dangle Charm', 'Initial Charm', 'Birthstone Charm', 'Bead Charm'],
  earrings: ['Studs', 'Hoops', 'Drops', 'Huggies'],
  bracelet: ['Tennis', 'Bangle', 'Chain Bracelet', 'Cuff'],
  necklace: ['Pendant', 'Choker', 'Locket', 'Lariat'],
};

/** A ring's size from its US number, in the catalogue's label: its inner circumference ("54.4 mm", decision record 057). */
const usRingSize = (us: string) => ringSizeLabel(tenthsOfSize('US', us)!);

/** Sizes offered for each kind of piece (empty: one size). Rings: US 5 to 9 as their circumferences. */
export const SIZES_BY_KIND: Record<PieceKind, readonly string[]> = {
  ring: ['5', '6', '7', '8', '9'].map(usRingSize),
  charm: [],
  earrings: [],
  bracelet: ['S', 'M', 'L'],
  necklace: ['16"', '18"', '20"'],
};

export interface SeedPrice {
  metal: MetalName;
  /** US cents. */
  priceMinor: number;
  /** A real former price, shown struck through; only where the piece is on sale. */
  compareAtMinor?: number;
}

export interface SeedVariant {
  gemstone: GemstoneName;
  /** One price per metal, in the order the pickers show them. */
  prices: SeedPrice[];
  rating: number; // 0..5, one decimal
}

export interface SeedProduct {
  title: string;
  description: string;
  kind: PieceKind;
  /** The kind's category first; 'New Arrivals' may be added. */
  categories: CategoryName[];
  subCategory: string; // one of SUB_CATEGORIES[kind]
  themes: ThemeName[];
  purposes: PurposeName[];
  festivals: FestivalName[];
  /** One variant per gemstone: the gemstone picker switches between them. */
  variants: SeedVariant[];
}

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Paragraphs of plain text. */
  body: string[];
  publishedAt: string; // ISO date
  image: { kind: PieceKind; metal: MetalName; gemstone: GemstoneName };
}
