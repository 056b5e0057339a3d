/**
 * A message in the inbox: its sender, subject, text and photo or link, and the button that marks
 * it read or unread. While the mark is on its way the message already shows as it will be.
 */
import { useFetcher } from 'react-router';
import { imageUrl } from '../../../../domain/catalog';
import { formatMoment } from '../../../../domain/dates';
import type { InboxMarkForm } from '../../../../domain/schemas/inbox';
import { smallButtonClass } from '../../../components/ui/button-class';
import type { ActionResult } from '../../../lib/action-result';
import type { Route } from '../../../routes/admin/+types/inbox';

type InboxItem = Route.ComponentProps['loaderData']['items'][number];

export function Message({ item }: { item: InboxItem }) {
  const fetcher = useFetcher<ActionResult<InboxMarkForm['intent']>>();
  // While the mark is on its way, the message already shows as it will be.
  const pending = fetcher.formData?.get('intent');
  const unread = pending ? pending === 'unread' : item.readAt === null;
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  const headingId = `message-${item.kind}-${item.id}`;
  return (
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
          <button type="submit" name="intent" value={unread ? 'read' : 'unread'} className={smallButtonClass()} disabled={fetcher.state !== 'idle'}>
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
  );
}
