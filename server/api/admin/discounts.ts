/**
 * Discounts in the back office (decision record 028): codes and automatic promotions, each with
 * its uses so far; owner and staff create, change and switch them on or off, every change audited.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { DiscountActiveInput, DiscountAnswer, DiscountInput } from '../../../domain/contract/discounts.ts';
import { DatabaseId } from '../../../domain/schemas/id.ts';
import * as discounts from '../../services/discounts/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: discounts'];
const DiscountId = z.object({
  id: DatabaseId('Discount id must be a whole number').openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/discounts',
  tags,
  summary: 'Every discount, those on first, with its uses (orders not cancelled that carry it)',
  responses: { 200: json(z.array(DiscountAnswer), 'Discounts'), ...errors(401, 403) },
});

const readRoute = createRoute({
  method: 'get',
  path: '/admin/discounts/{id}',
  tags,
  summary: 'One discount with its uses',
  request: { params: DiscountId },
  responses: { 200: json(DiscountAnswer, 'The discount'), ...errors(400, 401, 403, 404) },
});

const createDiscountRoute = createRoute({
  method: 'post',
  path: '/admin/discounts',
  tags,
  summary: 'Create a code (with `code`) or an automatic promotion (`code: null`); recorded in the audit log',
  request: body(DiscountInput),
  responses: { 201: json(DiscountAnswer, 'Created'), ...errors(400, 401, 403, 409) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/admin/discounts/{id}',
  tags,
  summary: 'Change a discount; the storefront follows at once. Orders placed keep what they were given',
  request: { params: DiscountId, ...body(DiscountInput) },
  responses: { 200: json(DiscountAnswer, 'Changed'), ...errors(400, 401, 403, 404, 409) },
});

const activeRoute = createRoute({
  method: 'put',
  path: '/admin/discounts/{id}/active',
  tags,
  summary: 'Switch a discount on or off',
  request: { params: DiscountId, ...body(DiscountActiveInput) },
  responses: { 200: json(DiscountAnswer, 'Switched'), ...errors(400, 401, 403, 404) },
});

export function mountDiscounts(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(
      (await discounts.listDiscounts(db)).map((discount) => discounts.presentDiscount(discount, config.currency)),
      200,
    );
  });

  api.openapi(readRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(discounts.presentDiscount(await discounts.getDiscount(db, c.req.valid('param').id), config.currency), 200);
  });

  api.openapi(createDiscountRoute, async (c) => {
    const { db, config } = c.get('deps');
    const created = await discounts.createDiscount(db, c.req.valid('json'), config.currency, staffMember(c));
    return c.json(discounts.presentDiscount(created, config.currency), 201);
  });

  api.openapi(updateRoute, async (c) => {
    const { db, config } = c.get('deps');
    const changed = await discounts.updateDiscount(db, c.req.valid('param').id, c.req.valid('json'), config.currency, staffMember(c));
    return c.json(discounts.presentDiscount(changed, config.currency), 200);
  });

  api.openapi(activeRoute, async (c) => {
    const { db, config } = c.get('deps');
    const changed = await discounts.setDiscountActive(db, c.req.valid('param').id, c.req.valid('json').active, staffMember(c));
    return c.json(discounts.presentDiscount(changed, config.currency), 200);
  });
}
