/**
 * The back office's catalogue over HTTP: the list of every product (drafts and archived ones too),
 * and products written in the shape `GET /api/products/{id}` reads them, plus `status`.
 */
import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from '../body-limit.ts';
import { AdminProductAnswer, AdminProductListAnswer } from '../../../domain/contract/admin-products.ts';
import { AdminProductsQuery } from '../../../domain/schemas/admin-products.ts';
import { ProductInput } from '../../../domain/schemas/product.ts';
import * as catalogue from '../../services/catalogue/index.ts';
import type { Api } from '../context.ts';
import { errorJson } from '../errors.ts';
import { errors, json } from '../openapi.ts';
import { ProductId } from '../products.ts';
import { staffMember } from './index.ts';

/**
 * A product of twenty variants, each with a long description and a stock count per metal and
 * size, is larger than the API's usual 64 KiB; these routes read up to 1 MiB.
 */
const PRODUCT_BODY_LIMIT = 1024 * 1024;

const tags = ['Back office: catalogue'];
const body = { body: { content: { 'application/json': { schema: ProductInput } }, required: true } };
const writeDescription =
  'The product in the shape GET /api/products/{id} answers, plus `status` and per variant `madeToOrder`, `leadTimeDays` and `stock`. ' +
  'Names are those of the look-up lists (or their slugs); an unknown one, or any invalid value, answers 400 naming the field ' +
  '(`error.issues[].path`, e.g. `ProductVariants.0.categories.1`) and nothing is stored. A slug another product has answers 409.';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/products',
  tags,
  summary: 'A page of products of every status, with search, filters and sort',
  description:
    '`q` searches the variants’ titles; `category` is a name or slug; `stock` is the stock state. 25 products a page unless `pageSize` (at most 100).',
  request: { query: AdminProductsQuery },
  responses: { 200: json(AdminProductListAnswer, 'The page'), ...errors(400, 401, 403) },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/admin/products',
  tags,
  summary: 'Create a product',
  description: writeDescription,
  request: body,
  responses: { 201: json(AdminProductAnswer, 'The stored product'), ...errors(400, 401, 403, 409, 413) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/products/{id}',
  tags,
  summary: 'One product of any status (drafts and archived ones too)',
  request: { params: ProductId },
  responses: { 200: json(AdminProductAnswer, 'The product'), ...errors(400, 401, 403, 404) },
});

const replaceRoute = createRoute({
  method: 'put',
  path: '/admin/products/{id}',
  tags,
  summary: 'Replace a product',
  description: `${writeDescription} A variant carrying the id of one of this product’s variants keeps it; the product’s variants not listed are deleted.`,
  request: { params: ProductId, ...body },
  responses: { 200: json(AdminProductAnswer, 'The stored product'), ...errors(400, 401, 403, 404, 409, 413) },
});

export function mountAdminProducts(api: Api) {
  const limit = bodyLimit({
    maxSize: PRODUCT_BODY_LIMIT,
    onError: (c) => errorJson(c, 413, 'payload_too_large', `The request body is too large (at most ${PRODUCT_BODY_LIMIT / 1024 / 1024} MiB).`),
  });
  api.use('/admin/products', limit);
  api.use('/admin/products/:id', limit);

  api.openapi(listRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(catalogue.adminProductListAnswer(await catalogue.listAdminProducts(db, c.req.valid('query')), config.currency), 200);
  });

  api.openapi(createRouteDef, async (c) => {
    const { db, config } = c.get('deps');
    const product = await catalogue.createProduct(db, c.req.valid('json'), staffMember(c), config.currency);
    return c.json(catalogue.adminProductAnswer(product, config.currency), 201);
  });

  api.openapi(getRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(catalogue.adminProductAnswer(await catalogue.getAdminProduct(db, c.req.valid('param').id), config.currency), 200);
  });

  api.openapi(replaceRoute, async (c) => {
    const { db, config } = c.get('deps');
    const product = await catalogue.replaceProduct(db, c.req.valid('param').id, c.req.valid('json'), staffMember(c), config.currency);
    return c.json(catalogue.adminProductAnswer(product, config.currency), 200);
  });
}
