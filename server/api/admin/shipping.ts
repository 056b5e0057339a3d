/**
 * The shop's shipping zones over HTTP (owner and staff): list them, add, change and delete a zone
 * (its name and countries) and a zone's methods. Every change is audited, and checkout offers it
 * at once. Deleting what past orders used leaves those orders as they were charged.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  AdminShippingMethodAnswer,
  ShippingMethodInput,
  ShippingSettingsAnswer,
  ShippingZoneAnswer,
  ShippingZoneInput,
} from '../../../domain/contract/shipping.ts';
import { MAX_DATABASE_ID } from '../../../domain/schemas/id.ts';
import * as shipping from '../../services/shipping/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_DATABASE_ID) });
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const tags = ['Back office: shipping'];
const base = '/admin/settings/shipping';
const PLACES =
  'A country is given by its English name or ISO 3166-1 alpha-2 code, whole or by some of its states. A country (or a state) ' +
  'already in another zone is refused (409): an address belongs to the zone listing its state, else to the one listing its country.';

const readRoute = createRoute({
  method: 'get',
  path: base,
  tags,
  summary: 'The shipping zones, the home zone first, each with its countries and methods',
  responses: { 200: json(ShippingSettingsAnswer, 'Zones'), ...errors(401, 403) },
});

const addZoneRoute = createRoute({
  method: 'post',
  path: `${base}/zones`,
  tags,
  summary: 'Add a zone',
  description: PLACES,
  request: body(ShippingZoneInput),
  responses: { 201: json(ShippingZoneAnswer, 'Added'), ...errors(400, 401, 403, 409) },
});

const changeZoneRoute = createRoute({
  method: 'put',
  path: `${base}/zones/{id}`,
  tags,
  summary: 'Rename a zone and replace its countries',
  description: PLACES,
  request: { params: IdParams, ...body(ShippingZoneInput) },
  responses: { 200: json(ShippingZoneAnswer, 'Saved'), ...errors(400, 401, 403, 404, 409) },
});

const deleteZoneRoute = createRoute({
  method: 'delete',
  path: `${base}/zones/{id}`,
  tags,
  summary: 'Delete a zone and its methods; its countries are no longer shipped to',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 403, 404) },
});

const addMethodRoute = createRoute({
  method: 'post',
  path: `${base}/zones/{id}/methods`,
  tags,
  summary: 'Add a method to a zone',
  request: { params: IdParams, ...body(ShippingMethodInput) },
  responses: { 201: json(AdminShippingMethodAnswer, 'Added'), ...errors(400, 401, 403, 404) },
});

const changeMethodRoute = createRoute({
  method: 'put',
  path: `${base}/methods/{id}`,
  tags,
  summary: 'Change a method: its name, price, free-above amount and delivery days',
  request: { params: IdParams, ...body(ShippingMethodInput) },
  responses: { 200: json(AdminShippingMethodAnswer, 'Saved'), ...errors(400, 401, 403, 404) },
});

const deleteMethodRoute = createRoute({
  method: 'delete',
  path: `${base}/methods/{id}`,
  tags,
  summary: 'Delete a method',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...errors(400, 401, 403, 404) },
});

export function mountShipping(api: Api) {
  api.openapi(readRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(shipping.presentShippingSettings(await shipping.listZones(db), config.currency), 200);
  });

  api.openapi(addZoneRoute, async (c) => {
    const { db, config } = c.get('deps');
    return c.json(shipping.presentZone(await shipping.createZone(db, c.req.valid('json'), staffMember(c)), config.currency), 201);
  });

  api.openapi(changeZoneRoute, async (c) => {
    const { db, config } = c.get('deps');
    const zone = await shipping.changeZone(db, c.req.valid('param').id, c.req.valid('json'), staffMember(c));
    return c.json(shipping.presentZone(zone, config.currency), 200);
  });

  api.openapi(deleteZoneRoute, async (c) => {
    await shipping.deleteZone(c.get('deps').db, c.req.valid('param').id, staffMember(c));
    return c.body(null, 204);
  });

  api.openapi(addMethodRoute, async (c) => {
    const { db, config } = c.get('deps');
    const method = await shipping.addMethod(db, c.req.valid('param').id, c.req.valid('json'), staffMember(c), config.currency);
    return c.json(shipping.presentZoneMethod(method, config.currency), 201);
  });

  api.openapi(changeMethodRoute, async (c) => {
    const { db, config } = c.get('deps');
    const method = await shipping.changeMethod(db, c.req.valid('param').id, c.req.valid('json'), staffMember(c), config.currency);
    return c.json(shipping.presentZoneMethod(method, config.currency), 200);
  });

  api.openapi(deleteMethodRoute, async (c) => {
    await shipping.deleteMethod(c.get('deps').db, c.req.valid('param').id, staffMember(c));
    return c.body(null, 204);
  });
}
