/** The back office's inbox over HTTP: contact messages and custom-design requests, read or not. */
import { createRoute, z } from '@hono/zod-openapi';
import { InboxMessageAnswer as InboxMessage, InboxPageAnswer } from '../../../domain/contract/admin-inbox.ts';
import { InboxKindParam, InboxQuery } from '../../../domain/schemas/inbox.ts';
import * as inbox from '../../services/content/index.ts';
import type { Api } from '../context.ts';
import { errors, json } from '../openapi.ts';
import { staffMember } from './index.ts';

const MessageParams = z.object({
  kind: InboxKindParam,
  id: z.coerce
    .number({ message: 'id must be a whole number' })
    .int('id must be a whole number')
    .positive('id must be a whole number')
    .max(2_147_483_647, 'id is too large'),
});

const tags = ['Back office: inbox'];

const listRoute = createRoute({
  method: 'get',
  path: '/admin/inbox',
  tags,
  summary: 'Contact messages or custom-design requests, newest first',
  description:
    '`kind`: contact (default) or custom-design; `order`: newest (default) or unread-first; 20 a page. Also answers how many of each kind are unread.',
  request: { query: InboxQuery },
  responses: {
    200: json(InboxPageAnswer, 'A page of messages'),
    ...errors(400, 401, 403),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/admin/inbox/{kind}/{id}/read',
  tags,
  summary: 'Mark a message read',
  description: 'A message already read keeps the time it was first read.',
  request: { params: MessageParams },
  responses: { 200: json(InboxMessage, 'The message'), ...errors(400, 401, 403, 404) },
});

const unreadRoute = createRoute({
  method: 'delete',
  path: '/admin/inbox/{kind}/{id}/read',
  tags,
  summary: 'Mark a message unread again',
  request: { params: MessageParams },
  responses: { 200: json(InboxMessage, 'The message'), ...errors(400, 401, 403, 404) },
});

export function mountInbox(api: Api) {
  api.openapi(listRoute, async (c) => {
    const { db } = c.get('deps');
    const [page, unread] = await Promise.all([inbox.listInbox(db, c.req.valid('query')), inbox.unreadCounts(db)]);
    return c.json(inbox.inboxPageAnswer(page, unread), 200);
  });

  api.openapi(readRoute, async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(inbox.inboxMessageAnswer(await inbox.markRead(c.get('deps').db, kind, id, true, staffMember(c))), 200);
  });

  api.openapi(unreadRoute, async (c) => {
    const { kind, id } = c.req.valid('param');
    return c.json(inbox.inboxMessageAnswer(await inbox.markRead(c.get('deps').db, kind, id, false, staffMember(c))), 200);
  });
}
