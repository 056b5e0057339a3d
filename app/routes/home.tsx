import type { Route } from './+types/home';
import { BannerCarousel } from '../features/home/banner-carousel';
import { Benefits } from '../features/home/benefits';
import { BestSellers } from '../features/home/best-sellers';
import { BlogCards } from '../features/home/blog-cards';
import { BrandIntro } from '../features/home/brand-intro';
import { CategoryTiles } from '../features/home/category-tiles';
import { DesignSteps } from '../features/home/design-steps';
import { loadHome } from '../features/home/home.server';
import { MobileCarousel } from '../features/home/mobile-carousel';
import { OccasionTiles } from '../features/home/occasion-tiles';
import { BANNER_SLIDES, MOBILE_SLIDES } from '../features/home/slides';
import { StyleGalleries } from '../features/home/style-galleries';
import { Testimonial } from '../features/home/testimonial';
import { ThemeRing } from '../features/home/theme-ring';
import { StaticIsland } from '../components/static-island';
import { rootShop } from '../lib/root-data';
import { jsonLd, organizationData, seo } from '../lib/seo';

export const handle = { pageCache: 'page' };

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { name: shopName, origin } = rootShop(matches);
  return [
    ...seo({
      title: `${shopName} · Handcrafted rings, charms, earrings and necklaces`,
      description: loaderData?.copy.blurb ?? 'Handcrafted fine jewellery in sterling silver and solid gold.',
      path: '/',
      origin,
      shopName,
      image: '/api/uploads/banner-0.svg',
    }),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shopName,
      url: new URL('/', origin).toString(),
      potentialAction: {
        '@type': 'SearchAction',
        target: `${new URL('/products', origin).toString()}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    }),
    ...(loaderData ? [organizationData(shopName, origin, loaderData.seller)] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { bestSellers, categories, themes, festivals, purposes, posts, testimonial, copy } = loaderData;
  return (
    <>
      <BannerCarousel slides={BANNER_SLIDES} />
      <MobileCarousel slides={MOBILE_SLIDES} />
      <StaticIsland>
        <Benefits />
        <BrandIntro tagline={copy.tagline} blurb={copy.blurb} />
      </StaticIsland>
      {[
        <CategoryTiles key="categories" categories={categories} />,
        <ThemeRing key="themes" themes={themes} />,
        <StyleGalleries key="styles" />,
        <OccasionTiles key="occasions" festivals={festivals} purposes={purposes} />,
        <BestSellers key="best-sellers" products={bestSellers} />,
        <DesignSteps key="design" />,
        <BlogCards key="blog" posts={posts} />,
        <Testimonial key="testimonial" testimonial={testimonial} />,
      ].map((section) => (
        <Later key={section.key} interactive={section.type === ThemeRing || section.type === BestSellers}>
          {section}
        </Later>
      ))}
    </>
  );
}

/** Room kept for a section below the first screen until it comes near the viewport. */
const LATER = '[contain-intrinsic-size:auto_1000px] [content-visibility:auto] md:[contain-intrinsic-size:auto_800px]';

/**
 * A section below the first screen: laid out and painted when it comes near the viewport
 * (`content-visibility: auto`), with room kept for it meanwhile, so the first screen's style and
 * layout work, which a phone does before it paints, does not include the whole page. Words,
 * pictures and links are not hydrated either (`StaticIsland`); the theme carousel and the product
 * cards are.
 */
function Later({ children, interactive = false }: { children: React.ReactNode; interactive?: boolean }) {
  return interactive ? <div className={LATER}>{children}</div> : <StaticIsland className={LATER}>{children}</StaticIsland>;
}
