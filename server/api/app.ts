/** The JSON API under /api: mounts each resource, validates with zod, answers errors in one shape. */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps, ApiEnv } from './context.ts';
import { errorJson, onError, validationError } from './errors.ts';
import { mountHealth } from './health.ts';
import { mountLookups } from './lookups.ts';
import { mountNewsletter } from './newsletter.ts';
import { mountAuth } from './auth.ts';
import { mountCart } from './cart.ts';
import { mountCheckout } from './checkout.ts';
import { mountOrders } from './orders.ts';
import { mountContact } from './contact.ts';
import { mountCustomDesign } from './custom-design.ts';
import { mountProducts } from './products.ts';
import { mountUploads } from './uploads.ts';

export function createApi(deps: ApiDeps) {
  const api = new OpenAPIHono<ApiEnv>({
    // Clients call both /api/products and /api/products/, /api/subcategory/?categoryId=...
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error);
    },
  });

  api.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  mountHealth(api);
  mountProducts(api);
  mountLookups(api);
  mountUploads(api);
  mountNewsletter(api);
  mountAuth(api);
  mountCart(api);
  mountCheckout(api);
  mountOrders(api);
  mountContact(api);
  mountCustomDesign(api);

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: `${deps.config.shopName} API`, version: '1.0.0', description: 'The JSON API of the jewellery shop.' },
    servers: [{ url: '/api' }],
  });

  api.notFound((c) => errorJson(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));
  api.onError(onError);
  return api;
}
