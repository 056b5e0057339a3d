/**
 * Gift cards in the back office (issue 34, decision record 050): the owner issues a card by hand
 * with a reason (its code answered this once; audited), and staff see the cards a customer bought
 * or holds and the cards an order sold.
 */
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { IssuedGiftCardAnswer, IssueGiftCardInput, StaffGiftCardAnswer } from '../../../domain/contract/gift-cards.ts';
import { formatGiftCardCode } from '../../../domain/balances.ts';
import { CustomerId } from '../../../domain/schemas/admin-customers.ts';
import { customerGiftCards, issueCardByHand, orderGiftCards, presentStaffGiftCard } from '../../services/gift-cards/index.ts';
import { IdempotencyHeader } from '../auth.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { OrderId } from '../orders.ts';
import { requireOwner } from './index.ts';

const StaffGiftCards = z.object({ cards: z.array(StaffGiftCardAnswer) }).meta({ id: 'StaffGiftCards' });

const routes = {
  issue: createRoute({
    method: 'post',
    path: '/admin/gift-cards',
    tags: ['Back office: gift cards'],
    summary: 'Issue a gift card by hand, with a reason (owner)',
    description:
      'The code is answered this once; the shop keeps its digest and last four characters. The reason is kept on the card’s first ledger entry ' +
      'and in the audit log. The same Idempotency-Key again issues nothing (409).',
    request: { headers: IdempotencyHeader, body: { content: { 'application/json': { schema: IssueGiftCardInput } }, required: true } },
    responses: { 201: json(IssuedGiftCardAnswer, 'The card and its code'), ...errors(400, 401, 403, 409) },
  }),
  ofCustomer: createRoute({
    method: 'get',
    path: '/admin/customers/{id}/gift-cards',
    tags: ['Back office: gift cards'],
    summary: 'The gift cards a customer bought or holds',
    request: { params: CustomerId },
    responses: { 200: json(StaffGiftCards, 'The cards, oldest first'), ...errors(401, 403) },
  }),
  ofOrder: createRoute({
    method: 'get',
    path: '/admin/orders/{id}/gift-cards',
    tags: ['Back office: gift cards'],
    summary: 'The gift cards an order sold',
    request: { params: OrderId },
    responses: { 200: json(StaffGiftCards, 'The cards, oldest first'), ...errors(401, 403) },
  }),
};

export function mountAdminGiftCards(api: Api) {
  api.openapi(routes.issue, async (c) => {
    const { db, config } = c.get('deps');
    const owner = requireOwner(c);
    const key = c.req.valid('header')['idempotency-key'];
    const { card, code } = await issueCardByHand(db, owner, c.req.valid('json'), config.currency, key);
    return c.json({ card: presentStaffGiftCard(card), code: formatGiftCardCode(code) }, 201);
  });

  api.openapi(routes.ofCustomer, async (c) => {
    const cards = await customerGiftCards(c.get('deps').db, c.req.valid('param').id);
    return c.json({ cards: cards.map(presentStaffGiftCard) }, 200);
  });

  api.openapi(routes.ofOrder, async (c) => {
    const cards = await orderGiftCards(c.get('deps').db, c.req.valid('param').id);
    return c.json({ cards: cards.map(presentStaffGiftCard) }, 200);
  });
}
