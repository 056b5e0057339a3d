/** Shoppers' messages nobody has opened yet, linking to the inbox. */
import { Table } from '../../../components/ui/table';
import { RowLink } from './row-link';
import { INBOX_KIND_LABELS } from '../../../../domain/schemas/inbox';
import type { DashboardAnswer } from '../../../../domain/contract/admin-dashboard';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function UnreadRequests({ unread }: { unread: DashboardAnswer['unread'] }) {
  const boxes = [
    {
      label: INBOX_KIND_LABELS.contact,
      n: unread.contact,
      to: '/admin/inbox?kind=contact&order=unread-first',
      text: count(unread.contact, 'unread message', 'unread messages'),
    },
    {
      label: INBOX_KIND_LABELS['custom-design'],
      n: unread.customDesign,
      to: '/admin/inbox?kind=custom-design&order=unread-first',
      text: count(unread.customDesign, 'unread request', 'unread requests'),
    },
  ];
  return (
    <section aria-labelledby="unread-title" className="border border-line bg-white/70 p-4 sm:p-6">
      <h2 id="unread-title" className="font-display text-2xl">
        Inbox
      </h2>
      <Table
        layout="list"
        look="plain"
        className="mt-4"
        rows={boxes}
        rowKey={(box) => box.label}
        row={(box) => (
          <RowLink to={box.to}>
            <span>
              <span className="font-medium">{box.label}</span>
              <span className="block text-xs text-muted">{box.text}</span>
            </span>
            <span className={`font-display text-2xl tabular-nums ${box.n ? 'text-gold-dark' : ''}`}>{box.n.toLocaleString('en-US')}</span>
          </RowLink>
        )}
      />
    </section>
  );
}
