/**
 * The product page, /product/{id}/{variantId}: one page with every feature of the old
 * storefront's readings of it (docs/product.md).
 */
import { Fragment } from 'react';
import { Link, data, redirect, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { ErrorPage } from '../components/error-page';
import { ProductCard } from '../features/listing/product-card';
import { ProductGallery } from '../features/product/product-gallery';
import { productPath } from '../../domain/catalog';
import { listingHref } from '../../domain/listing-url';
import { productStructuredData, publishedReviews } from '../features/product/product-structured-data';
import { ProductSummary } from '../features/product/product-summary';
import { ProductTabs } from '../features/product/product-tabs';
import { SizeGuide } from '../features/ring-sizes/size-guide';
import { ringSizeOfLabel } from '../../domain/ring-sizes';
import { findProduct, loadRelatedProducts, loadReviews, loadShippingOptions } from '../features/product/product.server';
import { routeId } from '../lib/route-params.server';
import { imageUrl } from '../../domain/catalog.ts';
import { breadcrumbList, jsonLd, seo, type Crumb } from '../lib/seo';
import { rootData } from '../lib/root-data';
import { formHeaders, refused } from '../lib/action-result';
import { runSizerMail } from '../features/ring-sizes/sizer-mail.server';

export const handle = { pageCache: 'page' };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const product = await findProduct(context, routeId(params.id));
  const first = product?.variants[0];
  if (!product || !first) throw data(null, { status: 404 });

  // The order list links to /product/{productId}/{productName}: a word is no variant id.
  if (!/^\d+$/.test(params.variantId)) throw redirect(productPath(product.id, first.id));
  const variantId = routeId(params.variantId);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw data(null, { status: 404 });

  const [related, shipping, reviews] = await Promise.all([
    loadRelatedProducts(context, variant),
    loadShippingOptions(context, request),
    loadReviews(context, product.id),
  ]);
  return { product, variant, related, shipping, reviews, currency: context.config.currency };
}

/** The page's one form: the size guide's "E-mail me the sizer" (decision record 060), with or without scripts. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'sizer-mail') return refused('This form is not one of this page’s.');
  return runSizerMail(context, form);
}

/** A refusal's Retry-After reaches a page posted without scripts. */
export const headers = formHeaders;

/** Sending the sizer changes nothing the page shows: its answer comes back alone, the piece is not read again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'sizer-mail' ? false : defaultShouldRevalidate;
}

/** The trail the page's breadcrumb shows: Home, Shop, the first category, the piece. */
function productCrumbs(variant: Route.ComponentProps['loaderData']['variant']): Crumb[] {
  const category = variant.categories[0];
  return [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/products' },
    ...(category ? [{ name: category, path: listingHref({ category }) }] : []),
    { name: variant.title, path: productPath(variant.productId, variant.id) },
  ];
}

/** Search snippets stop near 155 characters; cut at a word. */
function snippet(text: string, max = 155): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1))}…`;
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  const shop = rootData(matches)?.shop;
  if (!page || !shop) return [{ title: 'Page not found' }];
  const { product, variant, currency, reviews } = page;
  // Staff's SEO title and description when set (decision 053), else made from the piece.
  const title = product.seoTitle ?? (variant.gemstone ? `${variant.title} with ${variant.gemstone}` : variant.title);
  return [
    ...seo({
      title,
      description: product.seoDescription ?? snippet(variant.description),
      path: productPath(variant.productId, variant.id),
      origin: shop.origin,
      shopName: shop.name,
      image: imageUrl(variant.images[0]),
      type: 'product',
    }),
    // Stars only from published reviews (the reviews module's summary and newest page, from the loader).
    jsonLd(productStructuredData({ variant, shopName: shop.name, origin: shop.origin, currency, reviews: publishedReviews(reviews) })),
    breadcrumbList(shop.origin, productCrumbs(variant)),
  ];
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, variant, related, shipping, reviews } = loaderData;
  const loadingAnother = useLoadingAnotherProduct();
  const crumbs = productCrumbs(variant);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-xs text-muted">
        {/* The same trail as the page's BreadcrumbList for search engines (productCrumbs). */}
        <ol className="flex flex-wrap items-center gap-2">
          {crumbs.slice(0, -1).map((crumb) => (
            <Fragment key={crumb.path}>
              <li>
                <Link to={crumb.path} className="hover:text-ink">
                  {crumb.name}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
            </Fragment>
          ))}
          <li aria-current="page" className="text-ink">
            {variant.title}
          </li>
        </ol>
      </nav>

      {loadingAnother ? (
        <p role="status" className="fixed left-1/2 top-36 z-20 -translate-x-1/2 bg-ink px-5 py-2 text-xs tracking-[0.2em] text-ivory shadow-lg">
          Loading product...
        </p>
      ) : null}

      <div
        className={`mt-6 grid grid-cols-1 gap-10 transition-opacity lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16 ${loadingAnother ? 'opacity-60' : ''}`}
      >
        <div className="mx-auto w-full max-w-2xl lg:sticky lg:top-40 lg:max-w-none lg:self-start">
          <ProductGallery
            key={variant.id}
            images={variant.images}
            imageWidths={variant.imageWidths}
            alt={variant.gemstone ? `${variant.title} with ${variant.gemstone}` : variant.title}
          />
        </div>
        <ProductSummary product={product} variant={variant} shipping={shipping} />
      </div>

      <section aria-label="Details" className="mt-16">
        <ProductTabs variant={variant} shipping={shipping} reviews={reviews} />
      </section>
      {variant.sizes.some((label) => ringSizeOfLabel(label) !== null) ? <SizeGuide answered={actionData} /> : null}

      {related.length ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-center text-3xl">
            You may also like
          </h2>
          <div className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 lg:grid-cols-4 lg:gap-x-8">
            {related.map((item) => (
              <ProductCard key={item.id} product={item} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** True while a link to another product (or another gemstone) waits for its data. */
function useLoadingAnotherProduct(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname.startsWith('/product/') && navigation.location.pathname !== location.pathname;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} notFoundHint="This piece may have left the collection, or the link may be mistyped." />;
}
