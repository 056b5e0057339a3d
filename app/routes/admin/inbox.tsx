/**
 * The inbox, /admin/inbox (staff): what shoppers sent through the contact and custom-design forms,
 * newest first (or the unread ones first), each with its sender, subject, text and photo. A message
 * stays unread until someone presses its button: opening the page marks nothing, so a message can
 * wait for the colleague it is meant for.
 */
import { Link, useFetcher, useSearchParams } from 'react-router';
import type { Route } from './+types/inbox';
import { imageUrl } from '../../../domain/catalog';
import { INBOX_KINDS, INBOX_KIND_LABELS, type InboxKind } from '../../../domain/schemas/inbox';
import { privatePageMeta } from '../../features/account/page-meta';
import type { FormResult } from '../../features/account/form-result';
import { requireStaff } from '../../features/admin/admin.server';
import { inboxAction, loadInbox } from '../../features/admin/inbox.server';
import { formatMoment } from '../../../domain/dates.ts';

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

type Item = Route.ComponentProps['loaderData']['items'][number];

const small =
  'inline-flex min-h-10 items-center justify-center border border-ink px-4 py-2 text-xs font-semibold uppercase tracking-[0.2em] text-ink transition hover:bg-ink hover:text-ivory disabled:cursor-not-allowed disabled:opacity-50';

const unreadOf = (kind: InboxKind, unread: { contact: number; customDesign: number }) => (kind === 'contact' ? unread.contact : unread.customDesign);

function Message({ item }: { item: Item }) {
  const fetcher = useFetcher<FormResult>();
  // While the mark is on its way, the message already shows as it will be.
  const pending = fetcher.formData?.get('intent');
  const unread = pending ? pending === 'unread' : item.readAt === null;
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const headingId = `message-${item.kind}-${item.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={`border p-5 ${unread ? 'border-gold bg-white' : 'border-line bg-white/50'}`}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark">
              {unread ? 'UNREAD · ' : ''}
              <time dateTime={item.createdAt}>{formatMoment(item.createdAt)}</time>
            </p>
            <h2 id={headingId} className="mt-1 font-display text-xl break-words">
              {item.subject ?? `Custom design for ${item.name}`}
            </h2>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
              <span>{item.name}</span>
              <a className="break-all text-gold-dark underline underline-offset-4" href={`mailto:${item.email}`}>
                {item.email}
              </a>
              {item.phone ? (
                <a className="whitespace-nowrap underline underline-offset-4" href={`tel:${item.phone}`}>
                  {item.phone}
                </a>
              ) : null}
            </p>
          </div>
          <fetcher.Form method="post">
            <input type="hidden" name="kind" value={item.kind} />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" name="intent" value={unread ? 'read' : 'unread'} className={small} disabled={fetcher.state !== 'idle'}>
              {unread ? 'MARK AS READ' : 'MARK AS UNREAD'}
            </button>
          </fetcher.Form>
        </header>
        <p className="mt-4 text-sm break-words whitespace-pre-line">{item.text}</p>
        {item.photo || item.link ? (
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {item.photo ? (
              <li>
                <a className="text-gold-dark underline underline-offset-4" href={imageUrl(item.photo)} target="_blank" rel="noreferrer">
                  See the attached photo
                </a>
              </li>
            ) : null}
            {item.link ? (
              <li className="break-all">
                Link:{' '}
                <a className="text-gold-dark underline underline-offset-4" href={item.link} target="_blank" rel="noreferrer nofollow">
                  {item.link}
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-sale">
            {error}
          </p>
        ) : null}
      </article>
    </li>
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { query, items, hasMore, unread } = loaderData;
  const [params] = useSearchParams();
  const linkWith = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) next.set(key, value);
    return `?${next}`;
  };
  const tab = (active: boolean) =>
    `shrink-0 border-b-2 px-1 py-2 text-sm ${active ? 'border-gold-dark font-semibold text-ink' : 'border-transparent text-muted hover:text-ink'}`;
  return (
    <section>
      <h1 className="text-4xl">Inbox</h1>
      <nav aria-label="Boxes" className="mt-6 flex flex-wrap gap-x-6 gap-y-1 border-b border-line">
        {INBOX_KINDS.map((kind) => (
          <Link
            key={kind}
            to={`?kind=${kind}&order=${query.order}`}
            aria-current={kind === query.kind ? 'page' : undefined}
            className={tab(kind === query.kind)}
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
      {items.length === 0 ? (
        <p className="mt-10 text-muted">{query.page > 1 ? 'No more messages.' : 'Nothing here yet.'}</p>
      ) : (
        <ol className="mt-6 grid gap-4">
          {items.map((item) => (
            <Message key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-6 flex gap-4">
        {query.page > 1 ? <Link to={linkWith({ page: String(query.page - 1) })}>← Previous</Link> : null}
        {hasMore ? <Link to={linkWith({ page: String(query.page + 1) })}>Next →</Link> : null}
      </nav>
    </section>
  );
}
