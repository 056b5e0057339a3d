/**
 * Returns in the back office over HTTP (issue 34, decision record 048): the queue by state with
 * the counts of each, one return, and the steps — approve, refuse (with a reason, mailed), receive
 * (restocks the sellable pieces), inspect, resolve (refund, store credit or the exchange's order).
 * Staff and the owner alike. A step not allowed from the return's state answers 409; the step
 * already done answers the return as it is (200) and does nothing, so the Idempotency-Key a client
 * sends, or a double click, does it once (the money moves under the return's own keys).
 */
import { createRoute, type z } from '@hono/zod-openapi';
import { AdminReturnPageAnswer, AdminReturnQuery, InspectReturnInput, RefuseReturnInput, ReturnAnswer } from '../../../domain/contract/returns.ts';
import type { ReturnStep } from '../../../domain/returns.ts';
import type { Db } from '../../db/client.ts';
import * as returnsService from '../../services/returns/index.ts';
import { getReturnPolicy } from '../../services/shop/index.ts';
import { IdempotencyHeader } from '../auth.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { ReturnId } from '../returns.ts';
import { staffMember } from './index.ts';

const tags = ['Back office: returns'];
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/returns',
  tags,
  summary: 'Returns, newest first, with how many are in each state',
  description: 'Filter by `state`; without it, every state.',
  request: { query: AdminReturnQuery },
  responses: { 200: json(AdminReturnPageAnswer, 'Returns'), ...errors(400, 401, 403) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/returns/{id}',
  tags,
  summary: 'One return, with its lines, photos and the steps allowed now',
  request: { params: ReturnId },
  responses: { 200: json(ReturnAnswer, 'The return'), ...errors(400, 401, 403, 404) },
});

const STEP_WORDS: Record<ReturnStep, { summary: string; description: string }> = {
  approve: { summary: 'Approve a requested return', description: 'The shopper is mailed what to send where.' },
  refuse: {
    summary: 'Refuse a requested return',
    description: '`reason` is required and mailed to the shopper; a reserved exchange piece goes back on its shelf.',
  },
  receive: {
    summary: 'Record an approved return’s parcel received',
    description: 'Each returned ready-to-ship piece that can be sold again (not engraved) goes back on the shelf it came from.',
  },
  inspect: {
    summary: 'Record a received return’s inspection',
    description: 'The condition the pieces came back in, and whether the certificate and the packaging came back.',
  },
  resolve: {
    summary: 'Resolve an inspected return',
    description:
      'By what the shopper asked: a refund (less the policy’s restocking fee unless faulty) to the way the order was paid, with its credit note; store credit; or the exchange’s new order (a cheaper piece’s difference refunded, a dearer one’s left due on the new order). ' +
      'Two requests at once make one refund.',
  },
};

const stepRoute = (step: ReturnStep, input?: z.ZodType) =>
  createRoute({
    method: 'post',
    path: `/admin/returns/{id}/${step}`,
    tags,
    summary: STEP_WORDS[step].summary,
    description: `${STEP_WORDS[step].description} Not allowed from the return’s state: 409. Already done: 200 with the return as it is.`,
    request: { params: ReturnId, headers: IdempotencyHeader, ...(input ? body(input) : {}) },
    responses: { 200: json(ReturnAnswer, 'Done'), ...errors(400, 401, 403, 404, 409, 422) },
  });

const present = async (db: Db, view: returnsService.ReturnView) => returnsService.presentReturn(view, await getReturnPolicy(db));

export function mountAdminReturns(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const { returns, counts } = await returnsService.listAdminReturns(db, c.req.valid('query').state);
    return c.json({ returns: returns.map(returnsService.presentAdminReturnRow), counts }, 200);
  });

  api.openapi(getRoute, async (c) => {
    const { db } = c.get('deps');
    return c.json(await present(db, await returnsService.getReturn(db, c.req.valid('param').id)), 200);
  });

  api.openapi(stepRoute('approve'), async (c) => {
    const { db, config } = c.get('deps');
    const { view } = await returnsService.approveReturn(db, config, c.req.valid('param').id, staffMember(c));
    return c.json(await present(db, view), 200);
  });

  api.openapi(stepRoute('refuse', RefuseReturnInput), async (c) => {
    const { db, config } = c.get('deps');
    const { reason } = RefuseReturnInput.parse(await c.req.json());
    const { view } = await returnsService.refuseReturn(db, config, c.req.valid('param').id, reason, staffMember(c));
    return c.json(await present(db, view), 200);
  });

  api.openapi(stepRoute('receive'), async (c) => {
    const { db, config } = c.get('deps');
    const { view } = await returnsService.receiveReturn(db, config, c.req.valid('param').id, staffMember(c));
    return c.json(await present(db, view), 200);
  });

  api.openapi(stepRoute('inspect', InspectReturnInput), async (c) => {
    const { db, config } = c.get('deps');
    const input = InspectReturnInput.parse(await c.req.json());
    const { view } = await returnsService.inspectReturn(db, config, c.req.valid('param').id, input, staffMember(c));
    return c.json(await present(db, view), 200);
  });

  api.openapi(stepRoute('resolve'), async (c) => {
    const { db, config } = c.get('deps');
    const { view } = await returnsService.resolveReturn(db, config, c.req.valid('param').id, staffMember(c));
    return c.json(await present(db, view), 200);
  });
}
