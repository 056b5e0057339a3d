/** Everything the home page shows from the database and the shop's copy, in one load. */
import type { AppLoadContext } from 'react-router';
import type { NamedValue } from '../../../domain/catalog.ts';
import { slugify } from '../../../domain/slug.ts';
import * as catalog from '../../../server/services/catalogue/index.ts';
import * as content from '../../../server/services/content/index.ts';
import * as shop from '../../../server/services/shop/index.ts';
import { SHOP_COPY, TESTIMONIAL } from '../content/shop-facts';

/** The Most Loved grid and the Our Blogs row. */
const BEST_SELLER_COUNT = 8;
const BLOG_CARD_COUNT = 2;

export interface Occasion {
  name: string;
  image: string;
}

export interface BlogCard {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  publishedAt: string;
}

/** The seeder draws one tile per purpose and festival, named after the value. */
const withOccasionImage = ({ name }: NamedValue): Occasion => ({ name, image: `occasion-${slugify(name)}.svg` });

export async function loadHome(context: AppLoadContext) {
  const { db } = context;
  const [bestSellers, categories, themes, festivals, purposes, posts, settings] = await Promise.all([
    catalog.bestSellers(db, BEST_SELLER_COUNT),
    catalog.listCategories(db),
    catalog.listThemes(db),
    catalog.listNamed(db, 'festival'),
    catalog.listNamed(db, 'purpose'),
    content.listBlogPosts(db, BLOG_CARD_COUNT),
    shop.getShopSettings(db),
  ]);
  return {
    bestSellers,
    categories,
    themes,
    festivals: festivals.map(withOccasionImage),
    purposes: purposes.map(withOccasionImage),
    posts,
    testimonial: TESTIMONIAL,
    copy: { tagline: SHOP_COPY.tagline, blurb: SHOP_COPY.blurb },
    /** The seller's details for the page's Organization data (search engines). */
    seller: shop.sellerOf(settings),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
