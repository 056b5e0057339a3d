/** Most Loved: the best sellers, rendered on the server with the page. */
import type { Product } from '../../../domain/catalog.ts';
import { ProductCard } from '../listing/product-card';
import { SectionHeading } from './section-heading';

export function BestSellers({ products }: { products: Product[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="most-loved" className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
      <SectionHeading id="most-loved" eyebrow="MOST LOVED" title="Best Sellers" />
      <div className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
