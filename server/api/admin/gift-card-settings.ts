/**
 * The gift card amounts (owner only, issue 34, decision record 050, "The owner's amounts"): the
 * fixed amounts the /gift-cards page offers and the range of a buyer's own amount. The cart and the
 * order judge a card line by them; changing them is an owner action, audited.
 */
import { createRoute } from '@hono/zod-openapi';
import { GiftCardAmountsAnswer, GiftCardAmountsInput } from '../../../domain/contract/admin-gift-card-amounts.ts';
import { getGiftCardAmounts, presentGiftCardAmounts, saveGiftCardAmounts } from '../../services/shop/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: gift cards'];

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings/gift-cards',
  tags,
  summary: 'The gift card amounts the shop sells (owner only)',
  responses: { 200: json(GiftCardAmountsAnswer, 'Amounts'), ...errors(401, 403) },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/admin/settings/gift-cards',
  tags,
  summary: 'Set the gift card amounts (owner only)',
  description:
    'The /gift-cards page offers the new amounts at once, on every instance; a card line already in a cart at an amount no longer offered is refused at checkout. ' +
    RECENT_OWNER_NOTE,
  request: { body: { content: { 'application/json': { schema: GiftCardAmountsInput } }, required: true } },
  responses: { 200: json(GiftCardAmountsAnswer, 'Saved'), ...errors(400, 401, 403) },
});

export function mountGiftCardSettings(api: Api) {
  api.openapi(readRoute, async (c) => {
    requireOwner(c);
    return c.json(presentGiftCardAmounts(await getGiftCardAmounts(c.get('deps').db)), 200);
  });

  api.openapi(changeRoute, async (c) => {
    const owner = requireRecentOwner(c);
    return c.json(presentGiftCardAmounts(await saveGiftCardAmounts(c.get('deps').db, c.req.valid('json'), owner)), 200);
  });
}
