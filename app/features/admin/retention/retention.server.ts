/**
 * The privacy settings and security events pages' reads and writes: the modules' presenters, as the
 * API answers (server/api/admin/retention.ts).
 */
import type { AppLoadContext } from 'react-router';
import type { RetentionSettingsInput, SecurityEventsQuery } from '../../../../domain/contract/retention.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { listSecurityEvents, securityEventsPageAnswer } from '../../../../server/services/audit/index.ts';
import * as retention from '../../../../server/services/retention/index.ts';

export async function retentionData(context: AppLoadContext) {
  return retention.presentRetention(await retention.readRetention(context.db));
}

export async function saveRetention(context: AppLoadContext, input: RetentionSettingsInput, owner: PublicUser) {
  return retention.presentRetention(await retention.changeRetention(context.db, input, owner));
}

export async function securityEventsData(context: AppLoadContext, query: SecurityEventsQuery) {
  const [page, periods] = await Promise.all([listSecurityEvents(context.db, query), retention.readRetention(context.db)]);
  return securityEventsPageAnswer(page, periods.securityEventDays);
}
