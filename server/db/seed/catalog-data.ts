/**
 * The sample catalogue, authored by hand: products, blog posts and shop copy.
 *
 * Products are written as drafts (words, tags, gemstones, a base price) and
 * expanded into SeedProduct rows by `build` below, so every price follows the
 * same rules: sterling silver cheapest, rose gold close to 14K gold, white gold
 * slightly above it, 18K gold dearest; precious stones (diamond, ruby,
 * sapphire, emerald) above semi-precious ones; prices ending in 9 dollars.
 */
import type {
  CategoryName,
  FestivalName,
  GemstoneName,
  MetalName,
  PieceKind,
  PurposeName,
  SeedBlogPost,
  SeedPrice,
  SeedProduct,
  SeedVariant,
  ThemeName,
} from './types.ts';

// ---------------------------------------------------------------------------
// Pricing rules
// ---------------------------------------------------------------------------

/** The category every product of a kind belongs to. */
export const KIND_CATEGORY: Record<PieceKind, CategoryName> = {
  ring: 'Rings',
  charm: 'Charms',
  earrings: 'Earrings',
  bracelet: 'Bracelets',
  necklace: 'Necklaces',
};

/** Metals in the order the pickers show them: cheapest first. */
export const METAL_ORDER: readonly MetalName[] = ['925 Sterling Silver', '14K Gold', 'Rose Gold', '14K White Gold', '18K Gold'];

/** Price bounds per metal, in whole US dollars. */
export const METAL_PRICE_RANGE_USD: Record<MetalName, readonly [number, number]> = {
  '925 Sterling Silver': [45, 250],
  '14K Gold': [180, 1200],
  'Rose Gold': [180, 1250],
  '14K White Gold': [190, 1300],
  '18K Gold': [300, 2000],
};

export const PRECIOUS_GEMSTONES: readonly GemstoneName[] = ['Diamond', 'Ruby', 'Sapphire', 'Emerald'];
export const SEMI_PRECIOUS_GEMSTONES: readonly GemstoneName[] = ['Amethyst', 'Garnet', 'Topaz'];

/** How a gemstone moves the price of the same piece. */
const GEM_FACTOR: Record<GemstoneName, number> = {
  Diamond: 1.45,
  Emerald: 1.4,
  Sapphire: 1.35,
  Ruby: 1.35,
  Opal: 1.1,
  Aquamarine: 1.1,
  Pearl: 1.05,
  Topaz: 0.9,
  Amethyst: 0.88,
  Garnet: 0.85,
};

/** Each metal's price for a piece whose sterling silver price (gem factor 1) is `silver` dollars. */
function metalUsd(metal: MetalName, silver: number): number {
  const gold14 = silver * 2.6 + 90;
  switch (metal) {
    case '925 Sterling Silver':
      return silver;
    case '14K Gold':
      return gold14;
    case 'Rose Gold':
      return gold14 * 1.03;
    case '14K White Gold':
      return gold14 * 1.08;
    case '18K Gold':
      return gold14 * 1.6;
  }
}

/** Rounds to the nearest whole dollar ending in 9 (87 -> 89, 132 -> 129). */
function endInNine(usd: number): number {
  return Math.round((usd + 1) / 10) * 10 - 1;
}

// Metal sets (always listed in METAL_ORDER).
const ALL_METALS: MetalName[] = ['925 Sterling Silver', '14K Gold', 'Rose Gold', '14K White Gold', '18K Gold'];
const SILVER_AND_GOLD: MetalName[] = ['925 Sterling Silver', '14K Gold'];
const WARM_TRIO: MetalName[] = ['925 Sterling Silver', '14K Gold', 'Rose Gold'];
const CLASSIC_TRIO: MetalName[] = ['925 Sterling Silver', '14K Gold', '18K Gold'];
const COOL_TRIO: MetalName[] = ['925 Sterling Silver', '14K Gold', '14K White Gold'];
const SILVER_AND_ROSE: MetalName[] = ['925 Sterling Silver', 'Rose Gold'];
const FINE_GOLD: MetalName[] = ['14K Gold', '14K White Gold', '18K Gold'];
const ALL_BUT_18K: MetalName[] = ['925 Sterling Silver', '14K Gold', 'Rose Gold', '14K White Gold'];

interface Draft {
  title: string;
  description: string;
  kind: PieceKind;
  subCategory: string;
  themes: ThemeName[];
  purposes?: PurposeName[];
  festivals?: FestivalName[];
  newArrival?: boolean;
  /** One variant per gemstone, in picker order. */
  gems: GemstoneName[];
  metals: MetalName[];
  /** Sterling silver price in dollars before the gemstone factor. */
  base: number;
  /** Prices end in .99 rather than .00. */
  cents99?: boolean;
  /** Rating of the first variant; the others sit close to it. */
  rating: number;
  /** On sale: the former price was this much higher (1.15 = 15% higher). */
  saleFrom?: number;
}

const VARIANT_RATING_OFFSETS = [0, -0.1, 0.1, -0.3];

function build(d: Draft): SeedProduct {
  const variants: SeedVariant[] = d.gems.map((gemstone, i) => {
    const prices: SeedPrice[] = d.metals.map((metal) => {
      const [min, max] = METAL_PRICE_RANGE_USD[metal];
      const usd = Math.min(Math.max(metalUsd(metal, d.base) * GEM_FACTOR[gemstone], min + 4), max - 1);
      const dollars = endInNine(usd);
      const priceMinor = d.cents99 ? dollars * 100 + 99 : dollars * 100;
      const price: SeedPrice = { metal, priceMinor };
      if (d.saleFrom !== undefined) price.compareAtMinor = Math.round((priceMinor * d.saleFrom) / 100) * 100;
      return price;
    });
    const offset = i === 0 ? 0 : VARIANT_RATING_OFFSETS[i % VARIANT_RATING_OFFSETS.length]!;
    const rating = Math.round(Math.min(5, Math.max(3.6, d.rating + offset)) * 10) / 10;
    return { gemstone, prices, rating };
  });
  return {
    title: d.title,
    description: d.description,
    kind: d.kind,
    categories: d.newArrival ? [KIND_CATEGORY[d.kind], 'New Arrivals'] : [KIND_CATEGORY[d.kind]],
    subCategory: d.subCategory,
    themes: d.themes,
    purposes: d.purposes ?? [],
    festivals: d.festivals ?? [],
    variants,
  };
}

// ---------------------------------------------------------------------------
// Products (flagship pieces first: "Most Loved" shows the head of the list)
// ---------------------------------------------------------------------------

const DRAFTS: Draft[] = [
  // --- Flagships -----------------------------------------------------------
  {
    title: 'Aurora Halo Engagement Ring',
    description:
      'A brilliant centre stone sits within a hand-set halo of twenty-two pavé accents, raised on a slender cathedral setting so it catches light from every angle. Each ring is cast, set and polished at our bench and finished with a 1.8 mm comfort-fit band. Clean with warm soapy water and a soft brush to keep the halo sparkling.',
    kind: 'ring',
    subCategory: 'Halo',
    themes: ['Love', 'Vintage'],
    purposes: ['Engagement', 'Anniversary'],
    festivals: ["Valentine's Day"],
    gems: ['Diamond', 'Sapphire', 'Aquamarine'],
    metals: ALL_METALS,
    base: 165,
    rating: 4.9,
  },
  {
    title: 'Celestial Crescent Moon Pendant Necklace',
    description:
      'A hand-pierced crescent moon, 14 mm tip to tip, cradles a single bezel-set stone like a star caught in its curve. It hangs from a fine cable chain with a spring-ring clasp and an extender loop for wearing closer to the collarbone. Store it flat in its pouch so the chain never tangles.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Celestial', 'Minimalist'],
    purposes: ['Birthday'],
    festivals: ['Christmas'],
    gems: ['Opal', 'Diamond', 'Sapphire'],
    metals: ALL_METALS,
    base: 95,
    rating: 4.9,
  },
  {
    title: 'Forget-Me-Not Birthstone Charm',
    description:
      'Five tiny petals are hand-shaped around a faceted birthstone, making a flower no bigger than a fingernail that clips onto any charm bracelet or chain. The back is engraved with a small heart, a quiet keepsake for the person who wears it. Choose one stone or gather a whole family of birth months.',
    kind: 'charm',
    subCategory: 'Birthstone Charm',
    themes: ['Floral', 'Love'],
    purposes: ['Birthday', 'Baby Shower'],
    festivals: ["Mother's Day"],
    gems: ['Garnet', 'Amethyst', 'Aquamarine', 'Emerald'],
    metals: WARM_TRIO,
    base: 62,
    cents99: true,
    rating: 4.8,
  },
  {
    title: 'Sunlit Pavé Hoops',
    description:
      'These 18 mm hoops are lined along the front with a single row of hand-set stones that flash with every turn of the head. A hinged click-top closure keeps them secure from morning coffee to late dinners. Wipe with a lint-free cloth after wear and store them closed.',
    kind: 'earrings',
    subCategory: 'Hoops',
    themes: ['Minimalist'],
    purposes: ['Anniversary'],
    festivals: ['Christmas'],
    gems: ['Diamond', 'Sapphire', 'Topaz'],
    metals: ALL_METALS,
    base: 115,
    rating: 4.8,
  },
  {
    title: 'Riviera Tennis Bracelet',
    description:
      'Forty-two matched stones run unbroken around the wrist, each held in its own four-prong basket and linked so the bracelet drapes like liquid. A box clasp with a double safety latch keeps it where it belongs. Our setters check every prong by loupe before it leaves the studio.',
    kind: 'bracelet',
    subCategory: 'Tennis',
    themes: ['Vintage', 'Love'],
    purposes: ['Anniversary', 'Wedding'],
    festivals: ['Christmas', "Valentine's Day"],
    gems: ['Diamond', 'Sapphire', 'Emerald', 'Ruby'],
    metals: FINE_GOLD,
    base: 170,
    rating: 4.9,
  },
  {
    title: 'Wildflower Stacking Ring',
    description:
      'A slim 1.5 mm band carries a single stone set among tiny hand-chased leaves, designed to be worn alone or stacked three deep. Every ring is shaped by hand, so the leaves fall a little differently on each one. Remove before gardening or swimming to keep the detail crisp.',
    kind: 'ring',
    subCategory: 'Stackable',
    themes: ['Floral', 'Boho'],
    purposes: ['Birthday'],
    festivals: ["Mother's Day"],
    gems: ['Amethyst', 'Garnet', 'Topaz', 'Opal'],
    metals: WARM_TRIO,
    base: 58,
    rating: 4.8,
  },

  // --- Rings ---------------------------------------------------------------
  {
    title: 'Solstice Solitaire Ring',
    description:
      'A single round stone rises from a low six-prong crown on a knife-edge band that narrows gracefully to 1.6 mm at the back. The setting is hand-finished so the stone sits just above the finger and layers flush against a wedding band. Each solitaire arrives with a care card and a complimentary first cleaning.',
    kind: 'ring',
    subCategory: 'Solitaire',
    themes: ['Love', 'Minimalist'],
    purposes: ['Engagement'],
    festivals: ["Valentine's Day"],
    gems: ['Diamond', 'Sapphire'],
    metals: FINE_GOLD,
    base: 165,
    rating: 4.7,
  },
  {
    title: 'Blue Sapphire Eternity Band',
    description:
      'Deep blue sapphires are channel-set all the way around a 2.5 mm band, so colour meets the eye however the ring turns. It is made to order in your size and polished inside for an easy, comfortable fit. A lasting choice for a wedding band or an anniversary milestone.',
    kind: 'ring',
    subCategory: 'Band',
    themes: ['Love', 'Vintage'],
    purposes: ['Wedding', 'Anniversary'],
    gems: ['Sapphire'],
    metals: ALL_METALS,
    base: 140,
    rating: 4.6,
    saleFrom: 1.2,
  },
  {
    title: 'Heirloom Oval Signet Ring',
    description:
      'A weighty oval signet with a polished face and a small stone set flush at its heart, the kind of ring that is handed down rather than replaced. The face measures 12 by 10 mm and can be hand-engraved with initials on request. Buff it with a polishing cloth to keep the face bright.',
    kind: 'ring',
    subCategory: 'Signet',
    themes: ['Vintage'],
    purposes: ['Retirement', 'Birthday'],
    festivals: ['Thanks Giving Day'],
    gems: ['Garnet', 'Ruby', 'Emerald'],
    metals: CLASSIC_TRIO,
    base: 120,
    rating: 4.4,
  },
  {
    title: 'Seaglass Wave Band',
    description:
      'A softly undulating 3 mm band that echoes the line of a wave as it breaks on the shore, with a single stone tucked into the crest. The surface is given a gentle satin finish that hides everyday scuffs. Slip it on for the beach house or pair it with a plain wedding ring.',
    kind: 'ring',
    subCategory: 'Band',
    themes: ['Ocean', 'Minimalist'],
    purposes: ['Wedding'],
    gems: ['Aquamarine', 'Topaz'],
    metals: WARM_TRIO,
    base: 72,
    cents99: true,
    rating: 4.3,
    saleFrom: 1.15,
  },
  {
    title: 'Ember Ruby Solitaire Ring',
    description:
      'A rich red ruby, chosen by eye for its glow, sits in a four-claw setting with a delicate gallery rail beneath. The tapered band is 1.8 mm wide and hand-polished to a mirror finish. Rubies are hard-wearing enough for every day; a gentle scrub with mild soap restores their fire.',
    kind: 'ring',
    subCategory: 'Solitaire',
    themes: ['Love'],
    purposes: ['Engagement', 'Anniversary'],
    festivals: ["Valentine's Day"],
    gems: ['Ruby'],
    metals: FINE_GOLD,
    base: 150,
    rating: 4.7,
  },
  {
    title: 'Fresh Start Stacking Ring',
    description:
      'A featherweight 1.2 mm band with a single bezel-set stone, made to mark a new chapter and worn on whichever finger feels right. It stacks neatly with other rings or stands quietly on its own. Sized by hand, so half sizes are no trouble at all.',
    kind: 'ring',
    subCategory: 'Stackable',
    themes: ['Minimalist', 'Nature'],
    purposes: ['Divorce', 'Birthday'],
    festivals: ['Easter Day'],
    newArrival: true,
    gems: ['Topaz', 'Amethyst', 'Aquamarine'],
    metals: SILVER_AND_ROSE,
    base: 55,
    rating: 4.5,
  },
  {
    title: 'Vintage Milgrain Halo Ring',
    description:
      'Inspired by Edwardian cocktail rings, a centre stone is framed by a halo of tiny accents and edged with hand-applied milgrain beading. The split shank opens toward the setting, making the head look larger than it is. Avoid hand cream while wearing to keep the milgrain edge crisp.',
    kind: 'ring',
    subCategory: 'Halo',
    themes: ['Vintage', 'Floral'],
    purposes: ['Engagement'],
    festivals: ['Christmas'],
    gems: ['Emerald', 'Diamond', 'Ruby'],
    metals: ALL_METALS,
    base: 155,
    rating: 4.6,
  },
  {
    title: 'Zodiac Constellation Signet Ring',
    description:
      'The constellation of your sign is hand-engraved across a round 11 mm signet face, with tiny stones set at each star. The inside of the band can carry a birth date in fine script. Tell us the sign at checkout and we will engrave it for you.',
    kind: 'ring',
    subCategory: 'Signet',
    themes: ['Zodiac', 'Celestial'],
    purposes: ['Birthday'],
    gems: ['Sapphire', 'Topaz', 'Garnet'],
    metals: CLASSIC_TRIO,
    base: 90,
    rating: 4.5,
    saleFrom: 1.25,
  },
  {
    title: 'Trailing Ivy Band',
    description:
      'A 2 mm band wrapped in a hand-carved ivy vine, with a single stone set like a dewdrop on one leaf. The carving is cast from an original wax we sculpt by hand, then finished with an oxidised wash that brings out the veins of each leaf. The patina deepens gently with wear.',
    kind: 'ring',
    subCategory: 'Band',
    themes: ['Nature', 'Boho'],
    purposes: ['Wedding'],
    festivals: ['Easter Day'],
    newArrival: true,
    gems: ['Emerald', 'Garnet'],
    metals: CLASSIC_TRIO,
    base: 85,
    rating: 4.4,
  },
  {
    title: 'Moonrise Opal Solitaire Ring',
    description:
      'A smooth oval opal, 8 by 6 mm, is wrapped in a fine bezel that protects its edges and lets its flashes of colour play freely. The band is softly domed for comfort. Opals dislike sudden heat and harsh chemicals, so take it off before cleaning or cooking.',
    kind: 'ring',
    subCategory: 'Solitaire',
    themes: ['Celestial', 'Boho'],
    purposes: ['Birthday'],
    festivals: ['Halloween'],
    gems: ['Opal'],
    metals: ALL_METALS,
    base: 100,
    rating: 4.4,
  },
  {
    title: 'Bezel-Set Dot Stacking Ring',
    description:
      'A 3 mm stone in a neat round bezel on a whisper-thin band, the simplest ring in our studio and one of the most worn. Collect a few gemstones and stack them in a row of colour. Polished on both sides so it is smooth against neighbouring rings.',
    kind: 'ring',
    subCategory: 'Stackable',
    themes: ['Minimalist'],
    purposes: ['Birthday', 'Anniversary'],
    festivals: ['Christmas'],
    gems: ['Diamond', 'Ruby', 'Sapphire', 'Emerald'],
    metals: ALL_BUT_18K,
    base: 60,
    cents99: true,
    rating: 4.7,
  },
  {
    title: 'Open Heart Stacking Ring',
    description:
      'A small open heart, hand-formed from round wire, sits at the centre of a 1.3 mm band with a single stone set in its point. It is a sweet gift from a child to a mother or between best friends. Stack it with a plain band to balance the shape.',
    kind: 'ring',
    subCategory: 'Stackable',
    themes: ['Love'],
    purposes: ['Birthday'],
    festivals: ["Valentine's Day", "Mother's Day"],
    gems: ['Garnet', 'Ruby', 'Amethyst'],
    metals: WARM_TRIO,
    base: 56,
    rating: 4.3,
    saleFrom: 1.2,
  },
  {
    title: 'Chrysanthemum Cocktail Ring',
    description:
      'Layered, hand-cut petals open around a large 10 mm stone, giving a bold bloom that sits proudly on the hand. The petals are pierced from sheet metal and domed one by one before soldering. A statement for celebrations, best stored in its own compartment.',
    kind: 'ring',
    subCategory: 'Halo',
    themes: ['Floral', 'Vintage'],
    purposes: ['Retirement', 'Birthday'],
    festivals: ['Thanks Giving Day'],
    gems: ['Amethyst', 'Garnet', 'Topaz'],
    metals: CLASSIC_TRIO,
    base: 120,
    rating: 4.2,
    saleFrom: 1.3,
  },
  {
    title: 'Anchor Signet Ring',
    description:
      'A cushion-shaped signet with a hand-engraved anchor and a single stone set where rope meets fluke. The band is solid and slightly flared toward the face for a classic profile. A steady gift for a sailor, a retiree or anyone setting off for new waters.',
    kind: 'ring',
    subCategory: 'Signet',
    themes: ['Ocean', 'Vintage'],
    purposes: ['Retirement'],
    festivals: ['Thanks Giving Day'],
    gems: ['Sapphire', 'Aquamarine'],
    metals: CLASSIC_TRIO,
    base: 95,
    rating: 3.9,
  },

  // --- Charms --------------------------------------------------------------
  {
    title: 'Little Acorn Dangle Charm',
    description:
      'A 12 mm acorn cast from a real oak cap, with a tiny stone tucked beneath the cap like a seed. It hangs on a jump ring sized for most charm bracelets and necklaces. A small token for a new home or a new arrival, since great oaks grow from little acorns.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Nature'],
    purposes: ['House Warming', 'Baby Shower'],
    festivals: ['Thanks Giving Day'],
    gems: ['Garnet', 'Topaz'],
    metals: WARM_TRIO,
    base: 56,
    rating: 4.5,
  },
  {
    title: 'Script Initial Charm',
    description:
      'One hand-sawn letter in flowing script, 10 mm tall, with a single stone set in its final flourish. Choose any initial at checkout and we will cut it to order. Lovely worn alone on a fine chain or gathered with other letters.',
    kind: 'charm',
    subCategory: 'Initial Charm',
    themes: ['Love', 'Minimalist'],
    purposes: ['Birthday'],
    festivals: ["Valentine's Day"],
    gems: ['Diamond', 'Sapphire', 'Ruby'],
    metals: ALL_METALS,
    base: 62,
    rating: 4.7,
  },
  {
    title: 'Harvest Moon Pumpkin Charm',
    description:
      'A plump little pumpkin with hand-carved ribs and a curling vine, 9 mm across, with a warm-toned stone at its stem. It dangles from a bail that opens to fit most chains and bracelets. Bring it out for autumn gatherings and long table dinners.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Nature', 'Boho'],
    festivals: ['Halloween', 'Thanks Giving Day'],
    gems: ['Topaz', 'Garnet'],
    metals: SILVER_AND_GOLD,
    base: 54,
    cents99: true,
    rating: 4.4,
    saleFrom: 1.3,
  },
  {
    title: 'Midnight Bat Wing Charm',
    description:
      'A tiny bat with outstretched, hand-textured wings spanning 15 mm, its body set with a single dark stone. It is cheeky rather than spooky and looks just right against a starry charm collection. Keep it in a dry pouch to slow tarnish between seasons.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Celestial'],
    festivals: ['Halloween'],
    newArrival: true,
    gems: ['Amethyst', 'Garnet'],
    metals: SILVER_AND_GOLD,
    base: 56,
    rating: 4.2,
  },
  {
    title: 'Gingerbread House Charm',
    description:
      'A miniature cottage with a hand-piped roofline, a heart-shaped window and a stone set over the door like a holiday light. It measures 11 by 10 mm and hangs from a sturdy jump ring. A cosy gift for a first home or the first Christmas in one.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Vintage'],
    purposes: ['House Warming'],
    festivals: ['Christmas'],
    gems: ['Ruby', 'Emerald'],
    metals: WARM_TRIO,
    base: 62,
    rating: 4.5,
  },
  {
    title: 'Painted Egg Bead Charm',
    description:
      'A smooth oval bead engraved with a band of spring blossoms, with one small stone set at the centre of the pattern. The threaded core slides onto most bead bracelets and locks in place. Clean with a dry cloth only, as water can dull the engraving.',
    kind: 'charm',
    subCategory: 'Bead Charm',
    themes: ['Floral'],
    purposes: ['Baby Shower'],
    festivals: ['Easter Day'],
    gems: ['Amethyst', 'Aquamarine', 'Opal'],
    metals: SILVER_AND_ROSE,
    base: 58,
    rating: 4.3,
  },
  {
    title: 'Zodiac Sign Disc Charm',
    description:
      'A 13 mm coin-shaped disc with your star sign hand-stamped on the front and its constellation traced in tiny set stones on the back. The edge is hammered for a softly rustic finish. Order one for each sign in the family and wear them together.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Zodiac', 'Celestial'],
    purposes: ['Birthday'],
    gems: ['Sapphire', 'Topaz', 'Amethyst', 'Garnet'],
    metals: CLASSIC_TRIO,
    base: 58,
    rating: 4.3,
  },
  {
    title: 'Seashell Bead Charm',
    description:
      'A scallop shell is wrapped around this rounded bead, every ridge chased by hand, with a stone nestled in the hinge of the shell. It slides onto a bead bracelet or a slim chain. A reminder of summers by the sea, best kept away from chlorine.',
    kind: 'charm',
    subCategory: 'Bead Charm',
    themes: ['Ocean'],
    purposes: ['Birthday'],
    gems: ['Pearl', 'Aquamarine'],
    metals: SILVER_AND_GOLD,
    base: 54,
    rating: 4.4,
    saleFrom: 1.2,
  },
  {
    title: 'Baby Footprint Charm',
    description:
      'Two tiny footprints, each barely 7 mm long, are cut from one piece of metal, with a small stone set above the toes. We can engrave a name or birth date on the back at no extra cost. A tender keepsake for a new mother or a baby shower gift she will wear for years.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Love'],
    purposes: ['Baby Shower', 'Birthday'],
    festivals: ["Mother's Day"],
    gems: ['Aquamarine', 'Amethyst', 'Topaz'],
    metals: ALL_BUT_18K,
    base: 58,
    rating: 4.6,
  },
  {
    title: 'Open Door Key Charm',
    description:
      'An antique-style key, 18 mm long, with a scrolled bow and a small stone set at its centre. It stands for the doors that open next, whether that is a new home or a new life. Hangs beautifully on its own from a longer chain.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Vintage'],
    purposes: ['House Warming', 'Divorce'],
    gems: ['Emerald', 'Diamond'],
    metals: CLASSIC_TRIO,
    base: 66,
    rating: 4.5,
    saleFrom: 1.15,
  },
  {
    title: 'Tiny Compass Charm',
    description:
      'A working-style compass rose, 12 mm across, engraved by hand with a stone set at true north. Its message is simple: you will always find your way. A thoughtful retirement or fresh-start gift, lovely on a bracelet or a short chain.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Ocean', 'Boho'],
    purposes: ['Retirement', 'Divorce'],
    newArrival: true,
    gems: ['Sapphire', 'Aquamarine'],
    metals: WARM_TRIO,
    base: 62,
    rating: 4.5,
  },
  {
    title: 'Four-Leaf Clover Bead Charm',
    description:
      'A rounded bead wrapped in four heart-shaped leaves, with a single bright stone set where they meet. The bead slides onto most charm bracelets and is finished smooth inside so it never snags. A little luck for a birthday or a big exam.',
    kind: 'charm',
    subCategory: 'Bead Charm',
    themes: ['Nature'],
    purposes: ['Birthday'],
    festivals: ['Easter Day'],
    gems: ['Emerald', 'Diamond'],
    metals: SILVER_AND_GOLD,
    base: 56,
    rating: 3.9,
    saleFrom: 1.25,
  },
  {
    title: 'Monogram Heart Initial Charm',
    description:
      'A puffed heart, 11 mm high, hand-engraved with a single initial in an old-fashioned monogram and finished with a small stone at its point. The engraving is cut by hand rather than by laser, so it catches light with real depth. A keepsake for a sweetheart or a mother.',
    kind: 'charm',
    subCategory: 'Initial Charm',
    themes: ['Love', 'Vintage'],
    festivals: ["Valentine's Day", "Mother's Day"],
    gems: ['Ruby', 'Garnet', 'Opal'],
    metals: WARM_TRIO,
    base: 60,
    cents99: true,
    rating: 4.5,
  },
  {
    title: 'Wedding Bells Dangle Charm',
    description:
      'A pair of tiny bells tied with a ribbon bow, each with a clapper that moves, and a stone set in the knot of the bow. It marks a wedding day on a charm bracelet or makes a sweet token for the bridal party. Measures 14 mm across.',
    kind: 'charm',
    subCategory: 'Dangle Charm',
    themes: ['Love', 'Vintage'],
    purposes: ['Wedding'],
    gems: ['Diamond', 'Pearl'],
    metals: CLASSIC_TRIO,
    base: 70,
    rating: 4.3,
  },
  {
    title: 'Mayflower Birthstone Charm',
    description:
      'A small round charm with a ring of five petals around a 4 mm birthstone, its back pierced with a tiny star. Designed to be collected, one for each person you carry with you. Pairs with our chain bracelets and the Birth Flower Pendant Necklace.',
    kind: 'charm',
    subCategory: 'Birthstone Charm',
    themes: ['Floral'],
    purposes: ['Birthday'],
    festivals: ["Mother's Day"],
    newArrival: true,
    gems: ['Ruby', 'Sapphire', 'Opal', 'Topaz'],
    metals: ALL_BUT_18K,
    base: 60,
    rating: 4.4,
  },

  // --- Earrings ------------------------------------------------------------
  {
    title: 'Classic Pearl Stud Earrings',
    description:
      'Lustrous 7 mm round pearls sit on a small cup-and-post setting with secure friction backs. We hand-match each pair for colour and lustre before setting. Put them on after perfume and hairspray, and wipe them with a soft damp cloth.',
    kind: 'earrings',
    subCategory: 'Studs',
    themes: ['Minimalist', 'Vintage'],
    purposes: ['Wedding'],
    festivals: ["Mother's Day"],
    gems: ['Pearl'],
    metals: ALL_METALS,
    base: 85,
    rating: 4.8,
  },
  {
    title: 'Starlight Diamond Stud Earrings',
    description:
      'Two bright round diamonds in four-claw baskets that sit close to the ear, the studs you reach for every single day. Screw-back posts give extra security for sleeping or travelling. Each pair is matched for size and sparkle by our setter.',
    kind: 'earrings',
    subCategory: 'Studs',
    themes: ['Minimalist', 'Celestial'],
    purposes: ['Anniversary'],
    festivals: ['Christmas'],
    gems: ['Diamond'],
    metals: FINE_GOLD,
    base: 140,
    rating: 4.7,
  },
  {
    title: 'Tidepool Aquamarine Drop Earrings',
    description:
      'Pear-shaped aquamarines the colour of shallow water hang 22 mm from a slim hook, catching light as they sway. The stones are bezel-set to protect their tips. Lightweight enough for all-day wear and closed with rubber stoppers.',
    kind: 'earrings',
    subCategory: 'Drops',
    themes: ['Ocean'],
    purposes: ['Birthday'],
    gems: ['Aquamarine'],
    metals: COOL_TRIO,
    base: 95,
    rating: 4.5,
    saleFrom: 1.2,
  },
  {
    title: 'Falling Petal Drop Earrings',
    description:
      'A single hand-domed petal drifts beneath a small stone on each ear, 25 mm from top to tip. The petals are textured with a fine brush finish that softens the light. Lovely for spring weddings and garden parties.',
    kind: 'earrings',
    subCategory: 'Drops',
    themes: ['Floral'],
    festivals: ["Mother's Day", 'Easter Day'],
    gems: ['Amethyst', 'Garnet', 'Pearl'],
    metals: WARM_TRIO,
    base: 80,
    rating: 4.4,
  },
  {
    title: 'Hammered Sun Hoops',
    description:
      'Wide 25 mm hoops hammered by hand so their faces glitter like sunlight on water, each with a small stone set at the base. Despite their presence they are hollow-formed and surprisingly light. A polishing cloth brings back the shine in seconds.',
    kind: 'earrings',
    subCategory: 'Hoops',
    themes: ['Boho', 'Celestial'],
    newArrival: true,
    gems: ['Topaz', 'Garnet'],
    metals: CLASSIC_TRIO,
    base: 78,
    cents99: true,
    rating: 4.3,
  },
  {
    title: 'Crescent Moon Huggies',
    description:
      'Snug 10 mm huggies shaped as slim crescents, set with a row of tiny stones along the outer curve. The hinged clicker makes them easy to put on and comfortable to sleep in. Pair them with a simple stud for a mismatched night-sky look.',
    kind: 'earrings',
    subCategory: 'Huggies',
    themes: ['Celestial', 'Zodiac'],
    festivals: ['Halloween'],
    gems: ['Opal', 'Diamond', 'Sapphire'],
    metals: ALL_METALS,
    base: 72,
    rating: 4.6,
  },
  {
    title: 'Baroque Pearl Hoops',
    description:
      'Slim hoops each carry a single freshwater baroque pearl, no two shaped quite alike. The pearl slides freely on the hoop and can be removed for a plainer look. Store pearls apart from other jewellery so their surface stays smooth.',
    kind: 'earrings',
    subCategory: 'Hoops',
    themes: ['Boho', 'Ocean'],
    purposes: ['Wedding', 'Anniversary'],
    gems: ['Pearl'],
    metals: WARM_TRIO,
    base: 92,
    rating: 4.5,
  },
  {
    title: 'Ruby Heart Huggie Earrings',
    description:
      'Small hinged huggies with a tiny heart-cut ruby hanging from each, just 12 mm in total. They sit neatly against the lobe and move gently when you laugh. A quietly romantic gift for Valentine\u2019s Day.',
    kind: 'earrings',
    subCategory: 'Huggies',
    themes: ['Love'],
    festivals: ["Valentine's Day"],
    gems: ['Ruby'],
    metals: ALL_BUT_18K,
    base: 90,
    rating: 4.7,
    saleFrom: 1.25,
  },
  {
    title: 'Emerald Leaf Drop Earrings',
    description:
      'Hand-carved leaves, each veined with a fine graver, hang from emerald-set tops on a 28 mm drop. Their gentle movement catches the green of the stone at every angle. Emeralds are best cleaned with lukewarm water only, never in an ultrasonic bath.',
    kind: 'earrings',
    subCategory: 'Drops',
    themes: ['Nature', 'Vintage'],
    purposes: ['Anniversary'],
    festivals: ['Christmas'],
    gems: ['Emerald'],
    metals: CLASSIC_TRIO,
    base: 120,
    rating: 4.4,
  },
  {
    title: 'Spiderweb Stud Earrings',
    description:
      'Delicate 9 mm webs pierced by hand from sheet metal, with a small dark stone set where the threads meet. They are light as anything and sit flat against the ear. A playful pair for October that still looks elegant the rest of the year.',
    kind: 'earrings',
    subCategory: 'Studs',
    themes: ['Boho'],
    festivals: ['Halloween'],
    newArrival: true,
    gems: ['Garnet', 'Amethyst'],
    metals: SILVER_AND_GOLD,
    base: 56,
    rating: 4.1,
  },
  {
    title: 'Snowflake Stud Earrings',
    description:
      'Six-pointed snowflakes, 8 mm across, each arm pierced and filed by hand around a single centre stone. No two of our snowflakes are quite identical, just like the real thing. A winter favourite that makes an easy stocking filler.',
    kind: 'earrings',
    subCategory: 'Studs',
    themes: ['Nature', 'Minimalist'],
    festivals: ['Christmas'],
    gems: ['Diamond', 'Sapphire', 'Aquamarine', 'Topaz'],
    metals: ALL_BUT_18K,
    base: 66,
    cents99: true,
    rating: 4.4,
  },
  {
    title: 'Constellation Drop Earrings',
    description:
      'A fine bar of tiny set stones traces a constellation down each ear, 30 mm from the hook. Tell us your star sign and we will map its stars to scale. Light enough to wear all evening.',
    kind: 'earrings',
    subCategory: 'Drops',
    themes: ['Zodiac', 'Celestial'],
    purposes: ['Birthday'],
    gems: ['Sapphire', 'Diamond', 'Topaz'],
    metals: COOL_TRIO,
    base: 85,
    rating: 4.3,
    saleFrom: 1.2,
  },
  {
    title: 'Bohemian Fringe Drop Earrings',
    description:
      'Fine hand-linked chains fall in a soft fan from a stone-set top, swinging to 45 mm. Each strand is cut to length and finished with a tiny bead. A festival-season favourite that pairs well with loose hair.',
    kind: 'earrings',
    subCategory: 'Drops',
    themes: ['Boho'],
    gems: ['Garnet', 'Amethyst', 'Opal'],
    metals: SILVER_AND_GOLD,
    base: 100,
    rating: 3.8,
    saleFrom: 1.3,
  },
  {
    title: 'Opal Glow Huggie Earrings',
    description:
      'Chunky 12 mm huggies with a single round opal set flush into the front of each, glowing with shifts of blue and green. The inner hinge is spring-loaded for a secure click. Keep opals out of hot water and away from household cleaners.',
    kind: 'earrings',
    subCategory: 'Huggies',
    themes: ['Celestial', 'Boho'],
    purposes: ['Birthday'],
    festivals: ['Halloween'],
    gems: ['Opal'],
    metals: WARM_TRIO,
    base: 76,
    rating: 4.4,
  },
  {
    title: 'Twist Rope Hoops',
    description:
      'Two strands of round wire are twisted by hand into a rope, then formed into 20 mm hoops with a small stone set at the front. The twist plays with light more than a plain hoop ever could. Easy to wear every day and easy to clean with a soft cloth.',
    kind: 'earrings',
    subCategory: 'Hoops',
    themes: ['Vintage', 'Ocean'],
    purposes: ['Retirement'],
    festivals: ['Thanks Giving Day'],
    gems: ['Sapphire', 'Topaz'],
    metals: CLASSIC_TRIO,
    base: 82,
    rating: 4.2,
  },

  // --- Bracelets -----------------------------------------------------------
  {
    title: 'Sapphire Line Tennis Bracelet',
    description:
      'A continuous line of blue sapphires, each claw-set and linked by hand, wraps the wrist in deep colour. The hidden box clasp has a figure-eight safety catch. We recheck every stone before shipping and offer a free yearly inspection.',
    kind: 'bracelet',
    subCategory: 'Tennis',
    themes: ['Vintage', 'Love'],
    purposes: ['Anniversary'],
    festivals: ['Christmas'],
    gems: ['Sapphire'],
    metals: FINE_GOLD,
    base: 165,
    rating: 4.7,
  },
  {
    title: 'Hammered Open Cuff',
    description:
      'A 10 mm cuff forged from a solid bar and hammered by hand, with a single stone set at one open end. It can be gently adjusted to slip over the wrist and stay put. The texture hides scratches, so it only gets better with wear.',
    kind: 'bracelet',
    subCategory: 'Cuff',
    themes: ['Boho', 'Minimalist'],
    purposes: ['Retirement'],
    gems: ['Topaz', 'Garnet'],
    metals: CLASSIC_TRIO,
    base: 88,
    rating: 4.3,
    saleFrom: 1.15,
  },
  {
    title: 'Paperclip Chain Bracelet',
    description:
      'Elongated paperclip links, each one cut and soldered by hand, with a single bezel-set stone on the clasp link. The 4 mm links are sturdy enough to carry charms. Layer it with a bangle or wear it solo.',
    kind: 'bracelet',
    subCategory: 'Chain Bracelet',
    themes: ['Minimalist'],
    purposes: ['Birthday'],
    gems: ['Diamond', 'Amethyst'],
    metals: ALL_METALS,
    base: 72,
    cents99: true,
    rating: 4.6,
  },
  {
    title: 'Ocean Wave Bangle',
    description:
      'A slim oval bangle with a rolling wave carved across the top and a small stone riding its crest. It is formed by hand and finished with a high polish inside for comfort. A reminder to go with the flow, whatever the tide brings.',
    kind: 'bracelet',
    subCategory: 'Bangle',
    themes: ['Ocean'],
    purposes: ['Retirement', 'Divorce'],
    gems: ['Aquamarine', 'Sapphire', 'Topaz'],
    metals: WARM_TRIO,
    base: 80,
    rating: 4.5,
  },
  {
    title: 'Fresh Chapter Bangle',
    description:
      'A smooth, open-ended bangle with a single stone at one end and a short line of hand-stamped dots at the other, one for every new beginning. It is light, quiet and made to be worn every day. A gift for anyone closing one chapter and opening the next.',
    kind: 'bracelet',
    subCategory: 'Bangle',
    themes: ['Minimalist'],
    purposes: ['Divorce', 'Birthday'],
    newArrival: true,
    gems: ['Amethyst', 'Garnet', 'Opal'],
    metals: SILVER_AND_ROSE,
    base: 66,
    rating: 4.4,
  },
  {
    title: 'Daisy Chain Bracelet',
    description:
      'Tiny five-petal daisies are linked one to the next like a chain made in a summer meadow, each with a stone at its heart. The bracelet is 6 mm wide and closes with a lobster clasp. Keep it in a soft pouch to protect the petals.',
    kind: 'bracelet',
    subCategory: 'Chain Bracelet',
    themes: ['Floral', 'Boho'],
    festivals: ["Mother's Day", 'Easter Day'],
    gems: ['Topaz', 'Opal', 'Pearl'],
    metals: WARM_TRIO,
    base: 70,
    rating: 4.6,
    saleFrom: 1.2,
  },
  {
    title: 'Zodiac Charm Chain Bracelet',
    description:
      'A fine cable chain carrying a small hand-stamped zodiac coin and a single birthstone drop. Tell us the sign and we will stamp it to order. An easy birthday gift that feels personal.',
    kind: 'bracelet',
    subCategory: 'Chain Bracelet',
    themes: ['Zodiac'],
    purposes: ['Birthday'],
    gems: ['Garnet', 'Amethyst', 'Aquamarine', 'Diamond'],
    metals: ALL_BUT_18K,
    base: 72,
    rating: 4.4,
  },
  {
    title: 'Emerald Vine Cuff',
    description:
      'A sculpted vine winds around this open cuff, carrying a single emerald like a bud about to open. The leaves are carved in wax and cast, then hand-finished with a satin texture. Avoid knocks and store flat to protect the emerald.',
    kind: 'bracelet',
    subCategory: 'Cuff',
    themes: ['Nature', 'Vintage'],
    purposes: ['Anniversary'],
    gems: ['Emerald'],
    metals: CLASSIC_TRIO,
    base: 150,
    rating: 4.5,
  },
  {
    title: 'Stardust Tennis Bracelet',
    description:
      'Stones of graduated size scatter along a flexible line, like stars across the night sky, on a fine 2.5 mm bracelet. The tongue clasp has a side safety catch. Gentle enough to wear with a watch.',
    kind: 'bracelet',
    subCategory: 'Tennis',
    themes: ['Celestial'],
    purposes: ['Birthday'],
    festivals: ['Christmas'],
    newArrival: true,
    gems: ['Topaz', 'Amethyst', 'Diamond'],
    metals: COOL_TRIO,
    base: 110,
    rating: 4.2,
  },
  {
    title: 'Love Knot Bangle',
    description:
      'A slim round bangle tied at its centre in a hand-formed love knot, with a single stone set in the knot itself. It marks the promises that hold two people together. A bridal gift that is worn long after the wedding day.',
    kind: 'bracelet',
    subCategory: 'Bangle',
    themes: ['Love'],
    purposes: ['Wedding', 'Anniversary'],
    festivals: ["Valentine's Day"],
    gems: ['Ruby', 'Diamond'],
    metals: ALL_METALS,
    base: 95,
    rating: 4.5,
  },
  {
    title: "Baby's Breath Chain Bracelet",
    description:
      'Tiny clusters of blossoms are scattered along a delicate trace chain, each with a pinpoint stone. It is adjustable from 15 to 18 cm with a sliding bead. A soft, sweet gift for a mother-to-be.',
    kind: 'bracelet',
    subCategory: 'Chain Bracelet',
    themes: ['Floral'],
    purposes: ['Baby Shower'],
    festivals: ["Mother's Day"],
    gems: ['Amethyst', 'Aquamarine'],
    metals: SILVER_AND_ROSE,
    base: 58,
    cents99: true,
    rating: 4.4,
  },
  {
    title: 'Twisted Rope Cuff',
    description:
      'Three strands of wire twisted by hand into a thick nautical rope, bent into a comfortable open cuff with a stone set at each end. The cuff is solid and satisfying to wear. Lightly polish it to keep the twists bright.',
    kind: 'bracelet',
    subCategory: 'Cuff',
    themes: ['Vintage', 'Ocean'],
    festivals: ['Thanks Giving Day'],
    gems: ['Garnet', 'Ruby'],
    metals: CLASSIC_TRIO,
    base: 120,
    rating: 3.9,
    saleFrom: 1.25,
  },
  {
    title: 'Harvest Garnet Tennis Bracelet',
    description:
      'Warm, wine-red garnets run in a single line, each one claw-set and finished by hand. The colour is perfect for autumn and the holidays. Secured with a hidden box clasp and safety latch.',
    kind: 'bracelet',
    subCategory: 'Tennis',
    themes: ['Nature', 'Vintage'],
    festivals: ['Thanks Giving Day', 'Christmas'],
    gems: ['Garnet'],
    metals: CLASSIC_TRIO,
    base: 110,
    rating: 4.3,
    saleFrom: 1.2,
  },
  {
    title: 'Starburst Charm Bangle',
    description:
      'A thin stackable bangle with a tiny starburst charm that moves freely along it, its centre set with a single stone. The bangle is 2 mm thick and formed by hand. Collect a few and wear them as a stack.',
    kind: 'bracelet',
    subCategory: 'Bangle',
    themes: ['Celestial', 'Zodiac'],
    festivals: ['Halloween'],
    gems: ['Opal', 'Sapphire', 'Garnet'],
    metals: WARM_TRIO,
    base: 62,
    rating: 3.7,
  },

  // --- Necklaces -----------------------------------------------------------
  {
    title: 'Heart Locket Necklace',
    description:
      'An oval locket that opens to two heart-shaped frames for tiny photographs, with a stone set on the front and a hand-engraved border. The locket measures 18 by 15 mm and hangs on a sturdy cable chain. Keep it dry to protect the photographs inside.',
    kind: 'necklace',
    subCategory: 'Locket',
    themes: ['Love', 'Vintage'],
    purposes: ['Anniversary'],
    festivals: ["Mother's Day", "Valentine's Day"],
    gems: ['Diamond', 'Ruby', 'Garnet'],
    metals: ALL_METALS,
    base: 95,
    rating: 4.8,
  },
  {
    title: 'Freshwater Pearl Lariat',
    description:
      'A fine chain strung with small freshwater pearls, closing in a Y shape with a longer single pearl drop. It can be worn long or looped as a choker. Pearls stay at their best if kept away from perfume and stored flat.',
    kind: 'necklace',
    subCategory: 'Lariat',
    themes: ['Boho', 'Ocean'],
    purposes: ['Wedding'],
    gems: ['Pearl'],
    metals: WARM_TRIO,
    base: 110,
    rating: 4.4,
  },
  {
    title: 'North Star Pendant Necklace',
    description:
      'An eight-pointed star, 12 mm across, with a bright stone set at the centre to guide the way. The pendant is pierced and filed by hand, then given a soft polish. A meaningful gift for a graduation, retirement or any new direction.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Celestial'],
    purposes: ['Retirement', 'Divorce'],
    festivals: ['Christmas'],
    gems: ['Diamond', 'Sapphire', 'Topaz'],
    metals: ALL_METALS,
    base: 85,
    rating: 4.7,
  },
  {
    title: 'Pressed Flower Locket',
    description:
      'A round glass-fronted locket that holds a real pressed forget-me-not, framed by a thin hand-engraved border and a single stone. The locket measures 20 mm and closes with a firm snap. A treasure for Mother\u2019s Day.',
    kind: 'necklace',
    subCategory: 'Locket',
    themes: ['Floral', 'Vintage'],
    festivals: ["Mother's Day"],
    newArrival: true,
    gems: ['Amethyst', 'Pearl', 'Opal'],
    metals: SILVER_AND_GOLD,
    base: 100,
    rating: 4.5,
  },
  {
    title: 'Initial Bar Choker',
    description:
      'A slim horizontal bar, 25 mm wide, hand-stamped with up to three initials and finished with a single set stone. It sits high at the base of the neck on an adjustable 14 to 16 inch chain. Simple, personal and easy to layer.',
    kind: 'necklace',
    subCategory: 'Choker',
    themes: ['Minimalist'],
    purposes: ['Birthday'],
    gems: ['Diamond', 'Sapphire'],
    metals: ALL_BUT_18K,
    base: 70,
    cents99: true,
    rating: 4.4,
  },
  {
    title: 'Seahorse Pendant Necklace',
    description:
      'A small seahorse, 16 mm tall, with every ridge of its body hand-chased and a stone set for its eye. It hangs from a fine box chain. Seahorse fathers carry their young, which makes it a sweet baby shower gift.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Ocean'],
    purposes: ['Baby Shower'],
    gems: ['Aquamarine', 'Pearl', 'Opal'],
    metals: WARM_TRIO,
    base: 75,
    rating: 4.3,
    saleFrom: 1.25,
  },
  {
    title: 'Emerald Drop Lariat',
    description:
      'A slim lariat with a single pear-shaped emerald hanging at the end of a 7 cm drop, finished with a hand-set bezel. It slides through a small ring at the front for an adjustable Y neckline. Clean with a soft dry cloth only.',
    kind: 'necklace',
    subCategory: 'Lariat',
    themes: ['Vintage'],
    purposes: ['Anniversary'],
    festivals: ['Christmas'],
    gems: ['Emerald'],
    metals: CLASSIC_TRIO,
    base: 140,
    rating: 4.6,
    saleFrom: 1.2,
  },
  {
    title: 'Birth Flower Pendant Necklace',
    description:
      'The flower of your birth month is hand-pierced into a 14 mm disc, with its birthstone set at the centre of the bloom. Choose the month at checkout and we will cut the flower to match. Pairs beautifully with our birthstone charms.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Floral'],
    purposes: ['Birthday', 'Anniversary'],
    festivals: ["Mother's Day"],
    gems: ['Garnet', 'Amethyst', 'Aquamarine', 'Topaz'],
    metals: WARM_TRIO,
    base: 70,
    rating: 4.7,
  },
  {
    title: 'Zodiac Medallion Necklace',
    description:
      'A round medallion, 16 mm across, with your star sign embossed on the front and a stone set at its rim. The back is engraved with the constellation. Order with your birth date and we will match the stone to your month.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Zodiac', 'Vintage'],
    purposes: ['Birthday'],
    gems: ['Sapphire', 'Ruby', 'Topaz', 'Garnet'],
    metals: CLASSIC_TRIO,
    base: 90,
    rating: 4.5,
  },
  {
    title: 'Tree of Life Pendant Necklace',
    description:
      'A tree with branches and roots wound from hand-drawn wire inside a 20 mm ring, with small stones set among its leaves. Each one is wrapped by hand, so no two trees grow the same way. A gift for a new home, a retirement or a new start.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Nature', 'Boho'],
    purposes: ['House Warming', 'Retirement', 'Divorce'],
    festivals: ['Thanks Giving Day'],
    gems: ['Emerald', 'Amethyst', 'Garnet'],
    metals: WARM_TRIO,
    base: 80,
    rating: 4.5,
  },
  {
    title: 'Velvet Ribbon Pearl Choker',
    description:
      'A single lustrous pearl on a hand-finished bar, worn on a soft velvet ribbon that ties at the back. The ribbon can be swapped for a chain if you prefer. A Victorian touch for weddings and evenings.',
    kind: 'necklace',
    subCategory: 'Choker',
    themes: ['Vintage'],
    purposes: ['Wedding'],
    festivals: ['Halloween'],
    gems: ['Pearl'],
    metals: SILVER_AND_GOLD,
    base: 90,
    rating: 4.2,
    saleFrom: 1.3,
  },
  {
    title: 'Witching Hour Moon Choker',
    description:
      'A small crescent moon hangs from a close-fitting snake chain, with a single stone glowing in its hollow. The chain is adjustable from 13 to 15 inches. Moody for October, and just as pretty all year.',
    kind: 'necklace',
    subCategory: 'Choker',
    themes: ['Celestial', 'Boho'],
    festivals: ['Halloween'],
    newArrival: true,
    gems: ['Opal', 'Amethyst'],
    metals: SILVER_AND_GOLD,
    base: 66,
    rating: 4.1,
  },
  {
    title: 'Mother and Child Pendant',
    description:
      'Two interlocking hand-formed circles, one larger and one smaller, with a single stone set where they meet. The pendant is 15 mm across and hangs on an adjustable chain. A lasting gift for a new mother or for Mother\u2019s Day.',
    kind: 'necklace',
    subCategory: 'Pendant',
    themes: ['Love', 'Minimalist'],
    purposes: ['Baby Shower'],
    festivals: ["Mother's Day"],
    gems: ['Diamond', 'Pearl', 'Aquamarine'],
    metals: ALL_METALS,
    base: 90,
    rating: 4.8,
  },
  {
    title: 'Midnight Sapphire Lariat Necklace',
    description:
      'A fine lariat with a single deep blue sapphire on a long drop, framed by a tiny halo of accent stones. The chain passes through a small ring at the front so the drop can be worn short or long. Clean with a soft brush and mild soap.',
    kind: 'necklace',
    subCategory: 'Lariat',
    themes: ['Celestial', 'Minimalist'],
    purposes: ['Anniversary'],
    festivals: ['Christmas'],
    newArrival: true,
    gems: ['Sapphire'],
    metals: FINE_GOLD,
    base: 130,
    rating: 4.5,
  },
];

export const PRODUCTS: SeedProduct[] = DRAFTS.map(build);

// ---------------------------------------------------------------------------
// Blog, testimonial, shop copy
// ---------------------------------------------------------------------------

export const BLOG_POSTS: SeedBlogPost[] = [
  {
    slug: 'how-to-choose-the-perfect-engagement-ring',
    title: 'How to Choose the Perfect Engagement Ring',
    excerpt: 'A calm, practical guide to choosing a stone, a setting and a metal for a ring that will be worn every day for the rest of a life.',
    body: [
      'Choosing an engagement ring can feel like a test you did not study for. It does not have to be. The best rings are chosen by paying close attention to the person who will wear them: how they dress, what they do with their hands all day, and the jewellery they already reach for. Spend a week quietly noticing before you spend an afternoon shopping.',
      'Start with the setting, because it shapes everything else. A solitaire is timeless and lets a single stone speak for itself. A halo surrounds the centre stone with smaller accents, adding sparkle and making the centre look larger. A vintage-style setting with milgrain or engraving suits someone who loves antiques, while a low bezel setting is the most practical choice for anyone who works with their hands.',
      'Next, choose the stone. Diamonds are the classic choice and the hardest gemstone, but sapphires, rubies and emeralds have long histories as engagement stones too. Sapphires and rubies are nearly as hard as diamonds and shrug off daily wear. Emeralds are softer and often included, so they suit a protective setting and a wearer who does not mind a little character. Softer stones such as opal, pearl or aquamarine are beautiful but need more care.',
      'When comparing stones, look at them in daylight rather than under shop spotlights, which flatter everything. Ask about origin and treatment: many coloured stones are gently heated to improve colour, which is normal, but you should know. A slightly smaller stone with lively cut and good colour almost always looks better on the hand than a larger, dull one.',
      'The metal matters more than people expect. Yellow gold feels warm and traditional, rose gold is soft and romantic, and white gold gives a cool, bright frame to colourless stones. 14K gold is harder and more scratch-resistant than 18K, which is richer in colour but softer. Sterling silver is lovely for fashion rings but is too soft to hold a valuable stone securely for decades.',
      'Getting the size right is easier than it sounds. Borrow a ring they already wear on the correct finger and trace its inside edge, or ask a friend to find out. Fingers swell in warm weather and shrink in the cold, so aim for a ring that slides over the knuckle with slight resistance. Most handmade rings can be resized by one or two sizes after the proposal.',
      'Finally, set a budget you are comfortable with and then forget about it while you choose. A handcrafted ring made with care will outlast any price tag. Ask your jeweller about aftercare too: a good studio will check prongs, clean and polish the ring for free for as long as you own it.',
    ],
    publishedAt: '2026-01-14T09:00:00.000Z',
    image: { kind: 'ring', metal: 'Rose Gold', gemstone: 'Diamond' },
  },
  {
    slug: 'caring-for-your-sterling-silver-and-gold-jewellery',
    title: 'Caring for Your Sterling Silver and Gold Jewellery',
    excerpt: 'Simple habits that keep silver bright, gold glowing and gemstones secure, with the few things you should never do.',
    body: [
      'Handcrafted jewellery is made to be worn, and the good news is that wearing it is the best thing you can do for it. The natural oils of your skin and the gentle friction of everyday life keep silver bright and gold glowing. A few simple habits will keep your pieces looking as they did the day they arrived.',
      'Put your jewellery on last and take it off first. Perfume, hairspray, sunscreen and lotions leave a film that dulls metal and clouds gemstones. Take rings and bracelets off before swimming, cleaning, gardening or going to the gym: chlorine and household chemicals are hard on gold alloys, and a knock against a weight can loosen a setting.',
      'Sterling silver tarnishes when it meets sulphur in the air, so store it in a sealed pouch or a lined box, ideally with an anti-tarnish strip. If it darkens, a soft silver polishing cloth will bring back the shine in a minute or two. Avoid dips and pastes on pieces with oxidised details, because they will strip away the dark finish that gives the design its depth.',
      'Gold does not tarnish, but it does pick up scratches and grime. Soak gold pieces for a few minutes in warm water with a drop of mild washing-up liquid, brush gently with a very soft toothbrush, rinse and pat dry with a lint-free cloth. 18K gold is softer than 14K, so give it a little more tenderness and store it separately from harder pieces.',
      'Gemstones need care that suits their nature. Diamonds, sapphires and rubies are tough and can be cleaned like gold. Emeralds, opals and pearls are softer and more porous: wipe them with a damp cloth only, never soak them, and keep them away from ultrasonic cleaners and sudden changes in temperature. Pearls love to be worn, as a little moisture keeps their lustre alive.',
      'Store each piece on its own. Chains tangle and stones scratch each other, so use the individual pouches your jewellery came in, or a box with separate compartments. Fasten necklaces before putting them away, and lay long chains flat.',
      'Once or twice a year, look closely at anything with set stones. If a stone moves when you touch it, or a prong looks flattened, stop wearing the piece and bring it to a jeweller. Our studio checks, cleans and polishes pieces we have made free of charge, for life.',
    ],
    publishedAt: '2026-02-25T09:00:00.000Z',
    image: { kind: 'necklace', metal: '925 Sterling Silver', gemstone: 'Pearl' },
  },
];
