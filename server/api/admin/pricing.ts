/**
 * Metal-rate pricing (owner only, issue 36, decision record 055): the rates per gram, their
 * history, a rate change's preview and its apply, and the threshold beyond which an apply wants a
 * confirmation. Applying is an owner action (recent authentication), audited, and moves the
 * catalogue version: the storefront and the listing follow on every instance.
 */
import { createRoute } from '@hono/zod-openapi';
import {
  PricingAnswer,
  PricingApplyAnswer,
  PricingHistoryAnswer,
  PricingPreviewAnswer,
  PricingSettingsInput,
  RatesApply,
  RatesChange,
} from '../../../domain/contract/admin-pricing.ts';
import { applyRates, presentPricing, previewRates, pricingHistory, readPricing, savePricingSettings } from '../../services/pricing/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: metal pricing'];
const body = <T extends typeof RatesChange | typeof RatesApply | typeof PricingSettingsInput>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const ratesRoute = createRoute({
  method: 'get',
  path: '/admin/pricing/rates',
  tags,
  summary: 'The metals, their rates per gram, the rounding rule and threshold (owner only)',
  responses: { 200: json(PricingAnswer, 'Rates'), ...errors(401, 403) },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/admin/pricing/history',
  tags,
  summary: 'The latest rate changes: who, when, before and after (owner only)',
  responses: { 200: json(PricingHistoryAnswer, 'History'), ...errors(401, 403) },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/admin/pricing/preview',
  tags,
  summary: 'Every price a rate change would move, before and after (owner only); changes nothing',
  description: 'Metals not named keep their rate. Answers the rates version to send back with the apply.',
  request: body(RatesChange),
  responses: { 200: json(PricingPreviewAnswer, 'Preview'), ...errors(400, 401, 403, 422) },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/admin/pricing/apply',
  tags,
  summary: 'Apply a previewed rate change: the rates and every price they move, at once (owner only)',
  description:
    '409 when the rates changed since the preview (preview again); 422 when a price moves beyond the threshold without `confirm: true`, or nothing would change. ' +
    RECENT_OWNER_NOTE,
  request: body(RatesApply),
  responses: { 200: json(PricingApplyAnswer, 'Applied'), ...errors(400, 401, 403, 409, 422) },
});

const settingsRoute = createRoute({
  method: 'put',
  path: '/admin/pricing/settings',
  tags,
  summary: 'Set the move beyond which an apply wants a confirmation (owner only)',
  description: RECENT_OWNER_NOTE,
  request: body(PricingSettingsInput),
  responses: { 200: json(PricingAnswer, 'Saved'), ...errors(400, 401, 403) },
});

export function mountPricing(api: Api) {
  api.openapi(ratesRoute, async (c) => {
    requireOwner(c);
    const { db, config } = c.get('deps');
    return c.json(presentPricing(await readPricing(db), config.currency), 200);
  });

  api.openapi(historyRoute, async (c) => {
    requireOwner(c);
    return c.json(await pricingHistory(c.get('deps').db), 200);
  });

  api.openapi(previewRoute, async (c) => {
    requireOwner(c);
    // A preview and an apply read and write every piece on metal pricing: the reports' pool, with its longer statements.
    const { db, reportsDb, config } = c.get('deps');
    return c.json(await previewRates(reportsDb ?? db, c.req.valid('json'), config.currency), 200);
  });

  api.openapi(applyRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, reportsDb, config } = c.get('deps');
    return c.json(await applyRates(reportsDb ?? db, c.req.valid('json'), owner, config.currency), 200);
  });

  api.openapi(settingsRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, config } = c.get('deps');
    return c.json(presentPricing(await savePricingSettings(db, c.req.valid('json'), owner), config.currency), 200);
  });
}
