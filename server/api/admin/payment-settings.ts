/**
 * The shop's payment settings (owner only): bank transfer on or off and the account shoppers pay
 * to, and which card methods the environment turned on. Changing them is an owner action, audited.
 */
import { createRoute } from '@hono/zod-openapi';
import { BankTransferSettingsInput, PaymentSettingsAnswer } from '../../../domain/contract/admin-payments.ts';
import * as payments from '../../services/payments/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: payment settings'];

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings/payments',
  tags,
  summary: 'Bank transfer’s details and the card methods on (owner only)',
  description: 'Card methods are turned on by the environment; their keys are never answered.',
  responses: { 200: json(PaymentSettingsAnswer, 'Settings'), ...errors(401, 403) },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/admin/settings/payments',
  tags,
  summary: 'Turn bank transfer on or off, and set the account shoppers pay to (owner only)',
  description:
    'While bank transfer is on, the account holder, bank and account number are required. Orders already placed keep the pay-by day they were given. ' +
    RECENT_OWNER_NOTE,
  request: { body: { content: { 'application/json': { schema: BankTransferSettingsInput } }, required: true } },
  responses: { 200: json(PaymentSettingsAnswer, 'Saved'), ...errors(400, 401, 403) },
});

export function mountPaymentSettings(api: Api) {
  api.openapi(readRoute, async (c) => {
    requireOwner(c);
    const { db, config } = c.get('deps');
    return c.json(payments.presentPaymentSettings(await payments.getBankTransferSettings(db), config.paymentProviders ?? {}), 200);
  });

  api.openapi(changeRoute, async (c) => {
    const owner = requireRecentOwner(c);
    const { db, config } = c.get('deps');
    const saved = await payments.saveBankTransferSettings(db, c.req.valid('json'), owner);
    return c.json(payments.presentPaymentSettings(saved, config.paymentProviders ?? {}), 200);
  });
}
