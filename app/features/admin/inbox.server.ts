/**
 * The inbox page's use cases: a page of contact messages or custom-design requests, and marking
 * one read or unread (a button does it: reading a page never writes, and a message can be left
 * unread for a colleague).
 */
import { data, type AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { InboxKindParam, InboxQuery } from '../../../domain/schemas/inbox.ts';
import * as inbox from '../../../server/services/content/index.ts';
import { refusal, type FormResult } from '../account/form-result.ts';

export async function loadInbox(context: AppLoadContext, url: URL) {
  const query = InboxQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ message: query.error.issues[0]!.message }, { status: 400 });
  const [page, unread] = await Promise.all([inbox.listInbox(context.db, query.data), inbox.unreadCounts(context.db)]);
  return { query: query.data, ...inbox.inboxPageAnswer(page, unread) };
}

const InboxForm = z.object({
  intent: z.enum(['read', 'unread']),
  kind: InboxKindParam,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export async function inboxAction(context: AppLoadContext, form: FormData, actor: PublicUser) {
  const parsed = InboxForm.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === 'string')));
  if (!parsed.success) return data<FormResult>({ error: 'That change cannot be made.' }, { status: 400 });
  const { intent, kind, id } = parsed.data;
  try {
    await inbox.markRead(context.db, kind, id, intent === 'read', actor);
    return { ok: true } satisfies FormResult;
  } catch (error) {
    return refusal(error);
  }
}
