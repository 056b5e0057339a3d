/**
 * Gift cards for shoppers (issue 34, decision record 050): `POST /api/gift-cards/balance` checks a
 * code; `GET` and `POST /api/me/gift-cards` list and add the cards of the signed-in shopper. Thin:
 * the gift-cards module counts the tries, finds the card and presents it.
 */
import { createRoute } from '@hono/zod-openapi';
import { GiftCardAnswer, GiftCardCodeInput, GiftCardsAnswer } from '../../domain/contract/gift-cards.ts';
import { addGiftCard, checkGiftCard, myGiftCards, presentGiftCard } from '../services/gift-cards/index.ts';
import { requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const NOT_LOGGED_IN = 'You are not logged in.';
const codeBody = { body: { content: { 'application/json': { schema: GiftCardCodeInput } }, required: true } };
const WRONG_CODE =
  'A code that is not one, one never issued and one not yet sent all answer the same 404, by the same path (one look-up by digest). ' +
  'Each try counts per client and per card (429 with Retry-After).';

const routes = {
  balance: createRoute({
    method: 'post',
    path: '/gift-cards/balance',
    tags: ['Gift cards'],
    summary: 'A gift card’s balance and expiry, by its code',
    description: `An expired or used-up card answers 200 with its state saying which. ${WRONG_CODE}`,
    request: codeBody,
    responses: { 200: json(GiftCardAnswer, 'The card'), ...errors(400, 404, 429) },
  }),
  mine: createRoute({
    method: 'get',
    path: '/me/gift-cards',
    tags: ['Gift cards'],
    summary: 'The gift cards in the signed-in shopper’s account (offered at checkout without typing a code)',
    responses: { 200: json(GiftCardsAnswer, 'The cards, oldest first'), ...errors(401) },
  }),
  add: createRoute({
    method: 'post',
    path: '/me/gift-cards',
    tags: ['Gift cards'],
    summary: 'Add a gift card to the signed-in shopper’s account by its code',
    description: `A card already in the account answers as it is; one in another account: 409. ${WRONG_CODE}`,
    request: codeBody,
    responses: { 200: json(GiftCardAnswer, 'The card, now in the account'), ...errors(400, 401, 404, 409, 429) },
  }),
};

export function mountGiftCards(api: Api) {
  api.openapi(routes.balance, async (c) => {
    const card = await checkGiftCard(c.get('deps').db, c.get('clientIp'), c.req.valid('json').code);
    return c.json(presentGiftCard(card), 200);
  });

  api.openapi(routes.mine, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    const cards = await myGiftCards(c.get('deps').db, user.id);
    return c.json({ cards: cards.map((card) => presentGiftCard(card)) }, 200);
  });

  api.openapi(routes.add, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    const card = await addGiftCard(c.get('deps').db, c.get('clientIp'), user.id, c.req.valid('json').code);
    return c.json(presentGiftCard(card), 200);
  });
}
