import type { Variant } from '../../../domain/catalog.ts';
import type { ProductReviewsAnswer } from '../../../domain/contract/reviews.ts';
import { formatMoney } from '../../../domain/money.ts';
import { SHIPPING_MESSAGES } from '../../../domain/shipping.ts';
import { useShop } from '../../lib/root-data';
import type { ShippingOption } from './product.server';
import { ProductReviews } from './product-reviews';
import { Tabs } from './tabs';

/** About this Item, Shipping Details and Reviews: the facts of the piece, no sample copy. */
export function ProductTabs({ variant, shipping, reviews }: { variant: Variant; shipping: ShippingOption[]; reviews: ProductReviewsAnswer }) {
  return (
    <Tabs
      label="Product information"
      items={[
        { label: 'About this Item', content: <AboutItem variant={variant} /> },
        { label: 'Shipping Details', content: <ShippingDetails shipping={shipping} /> },
        { label: reviews.count ? `Reviews (${reviews.count})` : 'Reviews', content: <ProductReviews initial={reviews} /> },
      ]}
    />
  );
}

function AboutItem({ variant }: { variant: Variant }) {
  const facts: Array<[string, string]> = [
    ['Metals', variant.metals.join(', ')],
    ['Gemstone', variant.gemstone ?? ''],
    ['Sizes', variant.sizes.join(', ')],
    ['Categories', [...variant.categories, ...variant.subCategories].join(', ')],
    ['Themes', variant.themes.join(', ')],
  ];
  return (
    <div className="grid gap-10 md:grid-cols-[3fr_2fr]">
      <p className="max-w-prose leading-relaxed text-ink/90">{variant.description}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        {facts
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

function ShippingDetails({ shipping }: { shipping: ShippingOption[] }) {
  const { currency } = useShop();
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <div className="space-y-3 leading-relaxed">
        <p>Ready-to-ship pieces are dispatched within 3 to 5 business days.</p>
        <p>Custom and personalised pieces are made for you and dispatched within 10 to 21 business days.</p>
        <p className="text-sm text-muted">Every order travels insured and tracked; you receive the tracking link by e-mail when it leaves the studio.</p>
      </div>
      {shipping.length === 0 ? (
        <p className="text-sm">{SHIPPING_MESSAGES.byState}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Shipping methods</caption>
          <thead>
            <tr className="border-b border-line text-left text-xs tracking-[0.2em] text-muted">
              <th scope="col" className="py-2 font-semibold">
                METHOD
              </th>
              <th scope="col" className="py-2 font-semibold">
                DELIVERY
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                PRICE
              </th>
            </tr>
          </thead>
          <tbody>
            {shipping.map((option) => (
              <tr key={option.name} className="border-b border-line">
                <th scope="row" className="py-3 text-left font-medium">
                  {option.name}
                </th>
                <td className="py-3">{option.deliveryText}</td>
                <td className="py-3 text-right tabular-nums">{formatMoney(option.priceMinor, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
