/**
 * What the shop keeps for a while (owner only, issue 33, decision record 043): the periods the
 * privacy policy prints and the retention job enforces, and the security events the audit log no
 * longer holds (refused sign-ins, reset requests, shoppers' sign-ins). Changing a period is an
 * owner action, audited.
 */
import { createRoute } from '@hono/zod-openapi';
import { RetentionSettingsAnswer, RetentionSettingsInput, SecurityEventsPageAnswer, SecurityEventsQuery } from '../../../domain/contract/retention.ts';
import { listSecurityEvents, securityEventsPageAnswer } from '../../services/audit/index.ts';
import * as retention from '../../services/retention/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { requireOwner, requireRecentOwner } from './index.ts';
import { RECENT_OWNER_NOTE } from './owner-actions.ts';

const tags = ['Back office: retention'];

const readRoute = createRoute({
  method: 'get',
  path: '/admin/settings/retention',
  tags,
  summary: 'How long security events, messages and unconfirmed accounts are kept (owner only)',
  responses: { 200: json(RetentionSettingsAnswer, 'Settings'), ...errors(401, 403) },
});

const changeRoute = createRoute({
  method: 'put',
  path: '/admin/settings/retention',
  tags,
  summary: 'Set how long security events, messages and unconfirmed accounts are kept (owner only)',
  description: 'The privacy policy and the terms print the new periods; the retention job deletes by them within the hour. ' + RECENT_OWNER_NOTE,
  request: { body: { content: { 'application/json': { schema: RetentionSettingsInput } }, required: true } },
  responses: { 200: json(RetentionSettingsAnswer, 'Saved'), ...errors(400, 401, 403) },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/admin/security-events',
  tags,
  summary: 'Security events, newest first (owner only)',
  description: 'Refused sign-ins, reset links asked for, shoppers’ sign-ins and resets, kept for `keptDays`. Filter by `kind` and `email`. 50 a page.',
  request: { query: SecurityEventsQuery },
  responses: { 200: json(SecurityEventsPageAnswer, 'Events'), ...errors(400, 401, 403) },
});

export function mountRetention(api: Api) {
  api.openapi(readRoute, async (c) => {
    requireOwner(c);
    return c.json(retention.presentRetention(await retention.readRetention(c.get('deps').db)), 200);
  });

  api.openapi(changeRoute, async (c) => {
    const owner = requireRecentOwner(c);
    return c.json(retention.presentRetention(await retention.changeRetention(c.get('deps').db, c.req.valid('json'), owner)), 200);
  });

  api.openapi(eventsRoute, async (c) => {
    requireOwner(c);
    const { db } = c.get('deps');
    const [page, periods] = await Promise.all([listSecurityEvents(db, c.req.valid('query')), retention.readRetention(db)]);
    return c.json(securityEventsPageAnswer(page, periods.securityEventDays), 200);
  });
}
