/**
 * Taxes (owner only, issue 24): whether catalogue prices include tax, and the rates by country and
 * state. Each change is audited; the next quote on every instance prices with it (rates are read
 * with the rest of an order's price, never cached). The tax number invoices print is the seller's
 * (shop-settings.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { TaxRateAnswer, TaxRateInput, TaxSettingsAnswer, TaxSettingsInput } from '../../../domain/contract/taxes.ts';
import * as taxes from '../../services/taxes/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner } from './index.ts';

const tags = ['Back office: taxes'];
const path = '/admin/settings/taxes';
const RateId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .meta({ param: { name: 'id', in: 'path' } }),
});
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const readRoute = createRoute({
  method: 'get',
  path,
  tags,
  summary: 'The tax settings and every rate (owner only)',
  responses: { 200: json(TaxSettingsAnswer, 'Settings'), ...errors(401, 403) },
});

const saveRoute = createRoute({
  method: 'put',
  path,
  tags,
  summary: 'Whether catalogue prices include tax (owner only); the tax number is the seller’s, PUT /admin/settings/shop',
  request: body(TaxSettingsInput),
  responses: { 200: json(TaxSettingsAnswer, 'Saved'), ...errors(400, 401, 403) },
});

const addRoute = createRoute({
  method: 'post',
  path: `${path}/rates`,
  tags,
  summary: 'Add a rate for a country, or for a state on top of its country’s (owner only)',
  request: body(TaxRateInput),
  responses: { 201: json(TaxRateAnswer, 'Added'), ...errors(400, 401, 403, 409) },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${path}/rates/{id}`,
  tags,
  summary: 'Change a rate (owner only); orders placed keep the tax they were charged',
  request: { params: RateId, ...body(TaxRateInput) },
  responses: { 200: json(TaxRateAnswer, 'Saved'), ...errors(400, 401, 403, 404, 409) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${path}/rates/{id}`,
  tags,
  summary: 'Delete a rate (owner only); orders placed keep the tax they were charged',
  request: { params: RateId },
  responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
});

export function mountTaxSettings(api: Api) {
  api.openapi(readRoute, async (c) => {
    requireOwner(c);
    const { db } = c.get('deps');
    return c.json(taxes.presentTaxSettings(await taxes.getTaxSettings(db), await taxes.listTaxRates(db)), 200);
  });

  api.openapi(saveRoute, async (c) => {
    const owner = requireOwner(c);
    const { db } = c.get('deps');
    const saved = await taxes.saveTaxSettings(db, c.req.valid('json'), owner);
    return c.json(taxes.presentTaxSettings(saved, await taxes.listTaxRates(db)), 200);
  });

  api.openapi(addRoute, async (c) => {
    const owner = requireOwner(c);
    return c.json(taxes.presentTaxRate(await taxes.addTaxRate(c.get('deps').db, c.req.valid('json'), owner)), 201);
  });

  api.openapi(updateRoute, async (c) => {
    const owner = requireOwner(c);
    return c.json(taxes.presentTaxRate(await taxes.updateTaxRate(c.get('deps').db, c.req.valid('param').id, c.req.valid('json'), owner)), 200);
  });

  api.openapi(deleteRoute, async (c) => {
    const owner = requireOwner(c);
    await taxes.deleteTaxRate(c.get('deps').db, c.req.valid('param').id, owner);
    return c.body(null, 204);
  });
}
