import { Link } from 'react-router';
import type { Route } from './+types/home';
import { loadBestSellers } from '../features/catalog/catalog.server';
import { ProductCard } from '../components/product-card';

export async function loader({ context }: Route.LoaderArgs) {
  return { bestSellers: await loadBestSellers(context, 8), shopName: context.config.shopName };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.shopName ?? 'Jewellery';
  return [
    { title: `${name} · Handcrafted rings, charms, earrings and necklaces` },
    { name: 'description', content: 'Handcrafted fine jewellery in sterling silver and solid gold, set with diamonds, sapphires, rubies and more. Personalise it, gift-wrap it.' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="relative overflow-hidden bg-sand">
        <picture>
          <source media="(min-width: 768px)" srcSet="/api/uploads/banner-0.svg" />
          <img src="/api/uploads/banner-mobile-0.svg" alt="" width={800} height={800} className="aspect-square w-full object-cover md:aspect-auto md:h-[560px]" fetchPriority="high" />
        </picture>
        <div className="md:absolute md:inset-0 md:flex md:items-center">
          <div className="mx-auto w-full max-w-7xl px-6 py-10 md:py-0 lg:px-8">
            <div className="max-w-md">
              <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">HANDCRAFTED FINE JEWELLERY</p>
              <h1 className="mt-4 text-4xl leading-tight md:text-6xl">Made for the moments you keep</h1>
              <p className="mt-4 text-muted">Rings, charms and necklaces in silver and solid gold, finished by hand and personalised for you.</p>
              <Link to="/products" className="mt-8 inline-block bg-ink px-8 py-3 text-xs font-semibold tracking-[0.25em] text-ivory hover:bg-gold-dark">
                SHOP NOW
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 lg:px-8" aria-labelledby="most-loved">
        <p className="text-center text-xs font-semibold tracking-[0.3em] text-gold-dark">MOST LOVED</p>
        <h2 id="most-loved" className="mt-2 text-center text-4xl">Best Sellers</h2>
        <div className="mt-12 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
          {loaderData.bestSellers.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 4} />
          ))}
        </div>
      </section>
    </>
  );
}
