/**
 * The inbox, /admin/inbox (staff): what shoppers sent through the contact and custom-design forms,
 * newest first (or the unread ones first), each with its sender, subject, text and photo. A message
 * stays unread until someone presses its button: opening the page marks nothing, so a message can
 * wait for the colleague it is meant for.
 */
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/inbox';
import { INBOX_KINDS, INBOX_KIND_LABELS, type InboxKind } from '../../../domain/schemas/inbox';
import { privatePageMeta } from '../../features/account/page-meta';
import { requireStaff } from '../../features/admin/admin.server';
import { inboxAction, loadInbox } from '../../features/admin/inbox.server';
import { Message } from '../../features/admin/inbox/message';
import { tabClass } from '../../components/ui/tab-class';
import { Table } from '../../components/ui/table';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'Inbox', description: 'Contact messages and custom-design requests.', path: '/admin/inbox' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context, request);
  return loadInbox(context, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireStaff(context, request);
  return inboxAction(context, await request.formData(), actor);
}

const unreadOf = (kind: InboxKind, unread: { contact: number; customDesign: number }) => (kind === 'contact' ? unread.contact : unread.customDesign);

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { query, items, hasMore, unread } = loaderData;
  const [params] = useSearchParams();
  const linkWith = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) next.set(key, value);
    return `?${next}`;
  };
  return (
    <section>
      <h1 className="text-4xl">Inbox</h1>
      <nav aria-label="Boxes" className="mt-6 flex flex-wrap gap-x-6 gap-y-1 border-b border-line">
        {INBOX_KINDS.map((kind) => (
          <Link
            key={kind}
            to={`?kind=${kind}&order=${query.order}`}
            aria-current={kind === query.kind ? 'page' : undefined}
            className={tabClass(kind === query.kind)}
          >
            {INBOX_KIND_LABELS[kind]} <span className="text-muted">({unreadOf(kind, unread)} unread)</span>
          </Link>
        ))}
      </nav>
      <p className="mt-4 flex flex-wrap gap-x-4 text-sm">
        <span className="text-muted">Order:</span>
        <Link
          to={linkWith({ order: 'newest', page: '1' })}
          aria-current={query.order === 'newest' ? 'true' : undefined}
          className={query.order === 'newest' ? 'font-semibold' : 'underline underline-offset-4'}
        >
          Newest first
        </Link>
        <Link
          to={linkWith({ order: 'unread-first', page: '1' })}
          aria-current={query.order === 'unread-first' ? 'true' : undefined}
          className={query.order === 'unread-first' ? 'font-semibold' : 'underline underline-offset-4'}
        >
          Unread first
        </Link>
      </p>
      <Table
        layout="list"
        look="cards"
        ordered
        className="mt-6"
        rows={items}
        rowKey={(item) => `${item.kind}-${item.id}`}
        row={(item) => <Message item={item} />}
        empty={<p className="mt-10 text-muted">{query.page > 1 ? 'No more messages.' : 'Nothing here yet.'}</p>}
      />
      <nav aria-label="Pages" className="mt-6 flex gap-4">
        {query.page > 1 ? <Link to={linkWith({ page: String(query.page - 1) })}>← Previous</Link> : null}
        {hasMore ? <Link to={linkWith({ page: String(query.page + 1) })}>Next →</Link> : null}
      </nav>
    </section>
  );
}
