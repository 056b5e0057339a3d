/**
 * Ring sizes chosen later (decision record 057): a ring ordered without a size is sized by its shopper,
 * signed in (`POST /api/orders/{id}/items/{itemId}/size`), or by the e-mailed link's holder
 * (`POST /api/ring-sizes/choose`); the printable sizer (`GET /api/ring-sizes/sizer.pdf`), and the same
 * e-mailed to an address typed (`POST /api/ring-sizes/sizer-mail`, decision record 060). A size the piece
 * is not made in is refused (400), a second choice or an order that moved on too (409).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { OrderAnswer } from '../../domain/contract/checkout.ts';
import { LaterSizeByLinkInput, LaterSizeChosenAnswer, SizeSystemAnswer, SizerMailAnswer } from '../../domain/contract/ring-sizes.ts';
import { sizeWords } from '../../domain/line-words.ts';
import { SIZER_MAIL_MESSAGES } from '../../domain/ring-sizes.ts';
import { LaterSizeInput, SizerMailInput, SizeSystemInput } from '../../domain/schemas/ring-sizes.ts';
import { readSizeSystem, saveSizeSystem } from '../services/accounts/index.ts';
import * as ordersService from '../services/orders/index.ts';
import { requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json, PathId, pdf, pdfAnswer } from './openapi.ts';
import { mailRingSizer, ringSizerPdf } from '../services/ring-sizes/index.ts';
import { OrderId } from './orders.ts';

const ItemId = z.object({ itemId: PathId('Order line').shape.id.openapi({ param: { name: 'itemId', in: 'path' }, example: 1 }) });

const sizerRoute = createRoute({
  method: 'get',
  path: '/ring-sizes/sizer.pdf',
  tags: ['Catalog'],
  summary: 'The printable ring sizer (PDF): a ruler and a strip in millimetres, printed at actual size',
  responses: { 200: pdf('The ring sizer') },
});

const sizerMailRoute = createRoute({
  method: 'post',
  path: '/ring-sizes/sizer-mail',
  tags: ['Catalog'],
  summary: 'E-mail the printable ring sizer (PDF attached) to an address',
  description: 'The same answer for every address (no account is looked up). Limited per client address and per recipient: past either, 429 with Retry-After.',
  request: { body: { content: { 'application/json': { schema: SizerMailInput } }, required: true } },
  responses: { 202: json(SizerMailAnswer, 'The sizer is queued for the address'), ...errors(400, 429) },
});

const systemRoute = createRoute({
  method: 'get',
  path: '/me/size-system',
  tags: ['Account'],
  summary: 'The ring size system kept on the caller’s account',
  responses: { 200: json(SizeSystemAnswer, 'The system, or null when never chosen'), ...errors(401) },
});

const keepSystemRoute = createRoute({
  method: 'put',
  path: '/me/size-system',
  tags: ['Account'],
  summary: 'Keep a ring size system (US, UK, EU or JP) on the caller’s account',
  request: { body: { content: { 'application/json': { schema: SizeSystemInput.pick({ system: true }) } }, required: true } },
  responses: { 200: json(SizeSystemAnswer, 'Kept'), ...errors(400, 401) },
});

const chooseRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/items/{itemId}/size',
  tags: ['Orders'],
  summary: 'Choose the size of a ring ordered without one',
  description: 'Its label ("54.4 mm") or in a system ("UK N½", "US 7", "EU 54", "JP 14"). Once only, while the order is Pending, Confirmed or On hold.',
  request: { params: OrderId.extend(ItemId.shape), body: { content: { 'application/json': { schema: LaterSizeInput } }, required: true } },
  responses: { 200: json(OrderAnswer, 'The order with the size chosen'), ...errors(400, 401, 404, 409) },
});

const chooseByLinkRoute = createRoute({
  method: 'post',
  path: '/ring-sizes/choose',
  tags: ['Orders'],
  summary: 'Choose a ring’s size with the token of the order e-mail’s link',
  request: { body: { content: { 'application/json': { schema: LaterSizeByLinkInput } }, required: true } },
  responses: { 200: json(LaterSizeChosenAnswer, 'The size chosen'), ...errors(400, 403, 404, 409) },
});

export function mountRingSizes(api: Api) {
  api.openapi(sizerRoute, async (c) => {
    return pdfAnswer(c, 'ring-sizer.pdf', await ringSizerPdf(c.get('deps').config.shopName));
  });

  api.openapi(sizerMailRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { sentTo } = await mailRingSizer(db, config, { email: c.req.valid('json').email, clientIp: c.get('clientIp') });
    return c.json({ sentTo, message: SIZER_MAIL_MESSAGES.sent(sentTo) }, 202);
  });

  api.openapi(systemRoute, async (c) => {
    const user = await requireUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ system: await readSizeSystem(c.get('deps').db, user.id) }, 200);
  });

  api.openapi(keepSystemRoute, async (c) => {
    const user = await requireUser(c);
    const { system } = c.req.valid('json');
    await saveSizeSystem(c.get('deps').db, user.id, system);
    return c.json({ system }, 200);
  });

  api.openapi(chooseRoute, async (c) => {
    const user = await requireUser(c);
    const { id, itemId } = c.req.valid('param');
    const order = await ordersService.chooseLaterSize(
      c.get('deps').db,
      { userId: user.id },
      { orderId: id, orderItemId: itemId, size: c.req.valid('json').size },
    );
    return c.json(ordersService.presentOrder(order), 200);
  });

  api.openapi(chooseByLinkRoute, async (c) => {
    const { db, config } = c.get('deps');
    const { token, size } = c.req.valid('json');
    const order = await ordersService.chooseLaterSize(db, { token, secret: config.jwtSecret }, { size });
    const itemId = ordersService.sizeLinkItem(config.jwtSecret, token);
    const item = order.items.find((line) => line.id === itemId)!;
    const answer = { orderNumber: order.number, productName: item.productName, size: item.size, sizeWords: sizeWords(item.size, order.sizeSystem) };
    return c.json(answer, 200);
  });
}
