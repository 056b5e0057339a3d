/** The JSON API under /api: mounts each resource, validates with zod, answers errors in one shape. */
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from './body-limit.ts';
import { newRequestId } from '../request-log.ts';
import { PRIVATE_NO_STORE } from '../security-headers.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { clientAddress, trustedProxies } from './client-address.ts';
import { errorJson, onError, validationError } from './errors.ts';
import { mountHealth } from './health.ts';
import { mountLookups } from './lookups.ts';
import { mountNewsletter } from './newsletter.ts';
import { mountAuth } from './auth.ts';
import { mountMe } from './me.ts';
import { mountMePrivacy } from './me-privacy.ts';
import { mountMeStoreCredit } from './me-store-credit.ts';
import { mountCart } from './cart.ts';
import { mountCheckout } from './checkout.ts';
import { mountOrders } from './orders.ts';
import { mountRingSizes } from './ring-sizes.ts';
import { mountReturns } from './returns.ts';
import { mountReviews } from './reviews.ts';
import { mountContact } from './contact.ts';
import { mountCustomDesign } from './custom-design.ts';
import { mountProducts } from './products.ts';
import { mountUploads } from './uploads.ts';
import { mountAdmin } from './admin/index.ts';
import { mountInvitations } from './invitations.ts';
import { mountWebhooks } from './webhooks.ts';
import { describeAccess } from './openapi-access.ts';
import { mountGiftCards } from './gift-cards.ts';
import { setAuditSecret } from '../services/audit/index.ts';

/** No API body is read past 64 KiB (a cart, an order, a form); the photo forms and uploads set their own, larger limit. */
const API_BODY_LIMIT = 64 * 1024;
/** The routes that take a photo (contact.ts mountSubmission, admin/images.ts, a return's photos in returns.ts, a review's in reviews.ts) or a whole product (admin/products.ts) or a price sheet (admin/price-sheet.ts) and limit their bodies themselves. */
const OWN_BODY_LIMIT = /\/(contact|custom-design|admin\/images|admin\/products(\/[^/]+)?|admin\/price-sheet\/(dry-run|apply)|(?<!admin\/)returns|reviews)\/?$/;

const limitBody = bodyLimit({
  maxSize: API_BODY_LIMIT,
  onError: (c) => errorJson(c, 413, 'payload_too_large', `The request body is too large (at most ${API_BODY_LIMIT / 1024} KiB).`),
});

export function createApi(deps: ApiDeps) {
  // The audit log seals a person's personal fields under keys wrapped by the shop's secret (decision record 046).
  setAuditSecret(deps.config.jwtSecret);
  const api = new OpenAPIHono<ApiEnv>({
    // Clients call both /api/products and /api/products/, /api/subcategory/?categoryId=...
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error);
    },
  });

  const trust = trustedProxies(deps.config.trustedProxies);
  api.use(async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientAddress(c, trust));
    // The HTTP layer names each request (server/http.ts); an API used on its own names its own.
    if (!c.get('requestId')) c.set('requestId', newRequestId());
    await next();
    // Answers are private unless a handler says otherwise: most carry an account's or a shopper's data.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', PRIVATE_NO_STORE);
  });
  // GET and HEAD carry no body a handler reads (a browser's fetch cannot send one): nothing to limit,
  // and asking for the body would build the full Fetch Request that such a request never needs.
  api.use((c, next) => (OWN_BODY_LIMIT.test(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  mountHealth(api);
  mountProducts(api);
  mountLookups(api);
  mountUploads(api);
  mountNewsletter(api);
  mountAuth(api);
  mountMe(api);
  mountMePrivacy(api);
  mountMeStoreCredit(api);
  mountCart(api);
  mountCheckout(api);
  mountOrders(api);
  mountRingSizes(api);
  mountReturns(api);
  mountReviews(api);
  mountContact(api);
  mountCustomDesign(api);
  mountInvitations(api);
  mountWebhooks(api);
  mountGiftCards(api);
  mountAdmin(api);

  describeAccess(api as never);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${deps.config.shopName} API`,
      version: '1.0.0',
      description: 'The JSON API of the jewellery shop.',
      license: { name: 'Proprietary: the shop’s own', url: 'https://spdx.org/licenses/' },
    },
    servers: [{ url: '/api' }],
  });

  api.notFound((c) => errorJson(c, 404, 'not_found', `No API endpoint ${c.req.method} ${c.req.path}`));
  api.onError(onError);
  return api;
}
