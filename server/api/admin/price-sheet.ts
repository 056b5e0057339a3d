/**
 * The price sheet (owner only, issue 36, decision record 056): the catalogue as CSV, an edited
 * sheet's dry run, and its apply. Both imports take the CSV as the request's body, read as it
 * arrives (never held whole); they run on the reports' connections, whose statements may take
 * longer than a shopper's.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PriceSheetAppliedAnswer, PriceSheetApplyQuery, PriceSheetReportAnswer } from '../../../domain/contract/price-sheet.ts';
import { applyPriceSheet, dryRunPriceSheet, presentSheetApplied, presentSheetReport, priceSheetCsv } from '../../services/price-sheet/index.ts';
import { bodyLimit } from '../body-limit.ts';
import type { Api } from '../context.ts';
import { errorJson } from '../errors.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: price sheet'];

/** 100,000 rows of a sheet are about 12 MiB. */
const PRICE_SHEET_BODY_LIMIT = 64 * 1024 * 1024;

const COLUMNS =
  'One row per variant × metal × size (a variant without sizes: one per metal): Product ID, Variant ID, SKU, Title, Category, Metal, Size, Price, Stock, Weight (g), Making, Stones. ' +
  'Amounts in the shop currency’s major units ("150.00"), weights in grams; Stock empty for a made-to-order piece.';

const sheetBody = {
  body: { content: { 'text/csv': { schema: z.string().meta({ description: 'The sheet as exported, edited' }) } }, required: true },
};

const exportRoute = createRoute({
  method: 'get',
  path: '/admin/price-sheet',
  tags,
  summary: 'The catalogue as a price sheet (CSV; owner only)',
  description: `${COLUMNS} UTF-8 with a byte-order mark; a cell a spreadsheet would run as a formula starts with an apostrophe.`,
  responses: { 200: { description: 'The sheet', content: { 'text/csv': { schema: z.string() } } }, ...errors(401, 403) },
});

const dryRunRoute = createRoute({
  method: 'post',
  path: '/admin/price-sheet/dry-run',
  tags,
  summary: 'What an edited sheet would change, and each row it refuses (owner only); changes nothing',
  description: `${COLUMNS} Only Price, Stock, Weight (g), Making and Stones change; the other columns name the piece and must stay as exported. Rows left out change nothing.`,
  request: sheetBody,
  responses: { 200: json(PriceSheetReportAnswer, 'The dry run'), ...errors(401, 403, 413) },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/admin/price-sheet/apply',
  tags,
  summary: 'Apply a sheet checked in a dry run: all of it or nothing (owner only)',
  description:
    'Send the same sheet and the dry run’s fingerprint. 422 when a row is refused; 409 when the catalogue changed since the dry run (run it again). Two imports at once are applied one after the other. ' +
    RECENT_OWNER_NOTE,
  request: { query: PriceSheetApplyQuery, ...sheetBody },
  responses: { 200: json(PriceSheetAppliedAnswer, 'Applied'), ...errors(400, 401, 403, 409, 413, 422) },
});

export function mountPriceSheet(api: Api) {
  const limit = bodyLimit({
    maxSize: PRICE_SHEET_BODY_LIMIT,
    onError: (c) => errorJson(c, 413, 'payload_too_large', `The sheet is too large (at most ${PRICE_SHEET_BODY_LIMIT / 1024 / 1024} MiB).`),
  });
  api.use('/admin/price-sheet/*', limit);

  api.openapi(exportRoute, (c) => {
    requireOwner(c);
    const { db, reportsDb, config } = c.get('deps');
    const day = new Date().toISOString().slice(0, 10);
    return c.body(priceSheetCsv(reportsDb ?? db, config.currency), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="price-sheet-${day}.csv"`,
    });
  });

  api.openapi(dryRunRoute, async (c) => {
    requireOwner(c);
    const { db, reportsDb, config } = c.get('deps');
    return c.json(presentSheetReport(await dryRunPriceSheet(reportsDb ?? db, c.req.raw.body ?? '', config.currency), config.currency), 200);
  });

  api.openapi(applyRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, reportsDb, config } = c.get('deps');
    const { fingerprint } = c.req.valid('query');
    const applied = await applyPriceSheet(reportsDb ?? db, c.req.raw.body ?? '', { fingerprint, actor: owner, currency: config.currency });
    return c.json(presentSheetApplied(applied), 200);
  });
}
