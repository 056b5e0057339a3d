/**
 * The inbox page's use cases: a page of contact messages or custom-design requests, and marking
 * one read or unread (a button does it: reading a page never writes, and a message can be left
 * unread for a colleague).
 */
import { data, type AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { InboxMarkForm, InboxQuery } from '../../../domain/schemas/inbox.ts';
import * as inbox from '../../../server/services/content/index.ts';
import { done, formFields, refused } from '../../lib/action-result.ts';
import { forAction } from '../../lib/domain-errors.server.ts';

export async function loadInbox(context: AppLoadContext, url: URL) {
  const query = InboxQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ message: query.error.issues[0]!.message }, { status: 400 });
  const [page, unread] = await Promise.all([inbox.listInbox(context.db, query.data), inbox.unreadCounts(context.db)]);
  return { query: query.data, ...inbox.inboxPageAnswer(page, unread) };
}

export async function inboxAction(context: AppLoadContext, form: FormData, actor: PublicUser) {
  const parsed = InboxMarkForm.safeParse(formFields(form));
  if (!parsed.success) return refused('That change cannot be made.');
  const { intent, kind, id } = parsed.data;
  return forAction(async () => {
    await inbox.markRead(context.db, kind, id, intent === 'read', actor);
    return done({ intent });
  }, intent);
}
