import { createRoute, z } from '@hono/zod-openapi';
import { ListingQuery, MAX_PAGE_SIZE } from '../../domain/listing.ts';
import { minorUnitsPerMajor } from '../../domain/money.ts';
import { ShipToQuery } from '../../domain/ship-to.ts';
import * as catalog from '../services/catalogue/index.ts';
import { placePriceView } from '../services/ship-to/index.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';
import { ListingAnswer, ProductAnswer } from '../../domain/contract/catalog.ts';

export const ProductId = z.object({
  id: z.coerce
    .number({ message: 'Product id must be a whole number' })
    .int('Product id must be a whole number')
    .positive('Product id must be a whole number')
    .max(2_147_483_647, 'Product id is too large')
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

/** The listing's query and `shipTo`: prices, price bounds and the price range in the prices that country's shoppers see (decision record 036). */
const ShopListingQuery = ListingQuery.safeExtend(ShipToQuery.shape);

const PRICES_BY_PLACE =
  ' Prices (and minPrice, maxPrice and the price range) are as shoppers in `shipTo` see them: with their tax where their place shows it included (EU VAT), without where tax is added at checkout (US sales tax).';

const listingRoute = createRoute({
  method: 'get',
  path: '/listing',
  tags: ['Catalogue'],
  summary: 'A page of products with filters, search, sort and facet counts',
  description:
    'Filters are repeated query parameters (?theme=Floral&theme=Ocean): OR within a group, AND across groups. ' +
    'Values are names or slugs. The price range is tested on the variant’s lowest price.' +
    PRICES_BY_PLACE,
  request: { query: ShopListingQuery },
  responses: { 200: json(ListingAnswer, 'The page'), ...errors(400) },
});

const productsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags: ['Catalogue'],
  summary: 'Products with their variants',
  description: `Accepts the listing's filters and search text. At most ${MAX_PAGE_SIZE} products an answer; X-Total-Count holds the total.${PRICES_BY_PLACE}`,
  request: { query: ShopListingQuery },
  responses: { 200: json(z.array(ProductAnswer), 'Products'), ...errors(400) },
});

const productRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['Catalogue'],
  summary: 'One product with all its variants',
  description: PRICES_BY_PLACE.trim(),
  request: { params: ProductId, query: ShipToQuery },
  responses: { 200: json(ProductAnswer, 'The product'), ...errors(400, 404) },
});

const categoryProductsRoute = createRoute({
  method: 'get',
  path: '/products/category/{category}',
  tags: ['Catalogue'],
  summary: 'Products of a category, by name or slug (any case)',
  request: {
    params: z.object({
      category: z
        .string()
        .min(1)
        .max(80)
        .openapi({ param: { name: 'category', in: 'path' }, example: 'rings' }),
    }),
    query: ShopListingQuery,
  },
  responses: { 200: json(z.array(ProductAnswer), 'Products'), ...errors(400, 404) },
});

export function mountProducts(api: Api) {
  api.openapi(listingRoute, async (c) => {
    const { db, config, caches } = c.get('deps');
    const query = c.req.valid('query');
    const view = await placePriceView(db, query.shipTo, caches);
    const result = await catalog.listing(db, query, { currencyMinorPerMajor: minorUnitsPerMajor(config.currency), caches, view });
    return c.json(catalog.listingAnswer(result, config.currency, view), 200);
  });

  /** The product list calls answer a plain array (as their first clients read it): the page's products, the total in a header. */
  const listProducts = async (c: Parameters<Parameters<Api['openapi']>[1]>[0], query: ListingQuery & ShipToQuery) => {
    const { db, config, caches } = c.get('deps');
    const pageSize = c.req.query('pageSize') === undefined ? MAX_PAGE_SIZE : query.pageSize;
    const view = await placePriceView(db, query.shipTo, caches);
    const result = await catalog.listing(
      db,
      { ...query, pageSize },
      { currencyMinorPerMajor: minorUnitsPerMajor(config.currency), withFacets: false, caches, view },
    );
    c.header('X-Total-Count', String(result.total));
    c.header('X-Page-Count', String(result.pageCount));
    return c.json(
      result.items.map((product) => catalog.productAnswer(product, config.currency, view)),
      200,
    );
  };

  api.openapi(productsRoute, (c) => listProducts(c, c.req.valid('query')));

  api.openapi(categoryProductsRoute, async (c) => {
    const { category } = c.req.valid('param');
    const query = c.req.valid('query');
    // The router has decoded the path parameter once already; decoding again would turn '%' into a failure.
    return listProducts(c, { ...query, category: [...query.category, category] });
  });

  api.openapi(productRoute, async (c) => {
    const { db, config, caches } = c.get('deps');
    const [product, view] = await Promise.all([catalog.getProduct(db, c.req.valid('param').id), placePriceView(db, c.req.valid('query').shipTo, caches)]);
    return c.json(catalog.productAnswer(product, config.currency, view), 200);
  });
}
