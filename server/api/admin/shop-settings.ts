/**
 * The seller's identity (owner only, issue 31, decision record 035): the legal name, postal
 * address, tax number, and the e-mail address and phone customers reach the shop at, printed by
 * invoices, credit notes, packing slips and e-mails. Changing them is an owner action, audited.
 */
import { createRoute } from '@hono/zod-openapi';
import { ShopSettingsAnswer, ShopSettingsInput } from '../../../domain/contract/shop.ts';
import * as shop from '../../services/shop/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: shop settings'];

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings/shop',
  tags,
  summary: 'The seller’s details documents and e-mails print (owner only)',
  description: '`sampleDetails`: the environment’s first defaults (SHOP_NAME, SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONE), not yet saved by the owner.',
  responses: { 200: json(ShopSettingsAnswer, 'Settings'), ...errors(401, 403) },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/admin/settings/shop',
  tags,
  summary: 'Set the seller’s legal name, address, tax number, e-mail and phone (owner only)',
  description:
    'Papers issued from now on, and every e-mail sent, print them; invoices and credit notes already issued keep what they said. ' + RECENT_OWNER_NOTE,
  request: { body: { content: { 'application/json': { schema: ShopSettingsInput } }, required: true } },
  responses: { 200: json(ShopSettingsAnswer, 'Saved'), ...errors(400, 401, 403) },
});

export function mountShopSettings(api: Api) {
  api.openapi(readRoute, async (c) => {
    requireOwner(c);
    return c.json(shop.presentShopSettings(await shop.getShopSettings(c.get('deps').db)), 200);
  });

  api.openapi(changeRoute, async (c) => {
    const owner = requireRecentOwner(c);
    return c.json(shop.presentShopSettings(await shop.saveShopSettings(c.get('deps').db, c.req.valid('json'), owner)), 200);
  });
}
