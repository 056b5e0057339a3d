/** The discounts, those on first: what each takes off, for which pieces, when, its uses against its limit, its state now (On, Used up, Scheduled…) and its switch. */
import { Form, Link } from 'react-router';
import type { DiscountAnswer } from '../../../../domain/contract/discounts';
import { formatInZone } from '../../../../domain/time-zone';
import { formatAmount } from '../../../../domain/money';
import { smallButtonClass } from '../../../components/ui/button-class';
import { Table, type Column } from '../../../components/ui/table';

type Category = { id: number; name: string };

/** '20% off', '$10.00 off', 'Free shipping'; with its minimum. */
function discountWhat(discount: DiscountAnswer): string {
  const what =
    discount.kind === 'percent'
      ? `${discount.value}% off`
      : discount.kind === 'fixed'
        ? `${formatAmount(discount.value, discount.currency)} off`
        : 'Free shipping';
  return discount.minSubtotal > 0 ? `${what} from ${formatAmount(discount.minSubtotal, discount.currency)}` : what;
}

function appliesTo(discount: DiscountAnswer, categories: readonly Category[]): string {
  const names = discount.categoryIds.map((id) => categories.find((category) => category.id === id)?.name ?? `#${id}`);
  const products = discount.productIds.length > 0 ? [`${discount.productIds.length} product${discount.productIds.length === 1 ? '' : 's'}`] : [];
  const all = [...names, ...products];
  return all.length === 0 ? 'Every piece' : all.join(', ');
}

/** The dates in the shop's time zone, as the form takes them. */
const when = (discount: DiscountAnswer, zone: string) =>
  [discount.startsAt ? `From ${formatInZone(discount.startsAt, zone)}` : null, discount.endsAt ? `until ${formatInZone(discount.endsAt, zone)}` : null]
    .filter(Boolean)
    .join(' ') || 'Always';

const uses = (discount: DiscountAnswer) =>
  `${discount.used}${discount.usageLimit === null ? '' : ` / ${discount.usageLimit}`}${discount.perCustomerLimit === null ? '' : ` (${discount.perCustomerLimit} each)`}`;

function Toggle({ discount, busy }: { discount: DiscountAnswer; busy: boolean }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={discount.id} />
      <input type="hidden" name="active" value={discount.active ? 'off' : 'on'} />
      <button
        type="submit"
        disabled={busy}
        className={smallButtonClass({}, 'whitespace-nowrap')}
        aria-label={`${discount.active ? 'Switch off' : 'Switch on'} ${discount.name}`}
      >
        {discount.active ? 'SWITCH OFF' : 'SWITCH ON'}
      </button>
    </Form>
  );
}

export function DiscountTable({
  discounts,
  categories,
  timeZone,
  busy,
}: {
  discounts: readonly DiscountAnswer[];
  categories: readonly Category[];
  timeZone: string;
  busy: boolean;
}) {
  const columns: Array<Column<DiscountAnswer>> = [
    {
      header: 'DISCOUNT',
      rowHeader: true,
      cell: (d) => (
        <Link to={`?edit=${d.id}`} className="font-medium underline-offset-4 hover:underline">
          {d.name}
          <span className="block text-xs text-muted">{d.code ?? 'Automatic'}</span>
        </Link>
      ),
    },
    { header: 'TAKES OFF', cell: discountWhat },
    { header: 'FOR', cell: (d) => appliesTo(d, categories) + (d.firstOrderOnly ? ' · first order' : '') },
    { header: 'WHEN', cell: (d) => when(d, timeZone) },
    { header: 'USES', cell: uses, align: 'end', className: 'whitespace-nowrap' },
    { header: 'STATUS', className: 'whitespace-nowrap', cell: (d) => d.status },
    { header: 'Turn on or off', headerHidden: true, cell: (d) => <Toggle discount={d} busy={busy} />, align: 'end' },
  ];
  return (
    <Table
      label="Discounts"
      rows={discounts}
      rowKey={(d) => d.id}
      columns={columns}
      empty={<p className="text-muted">No discounts yet.</p>}
      narrow={{
        card: (d) => (
          <div className="grid gap-1 text-sm">
            <Link to={`?edit=${d.id}`} className="font-medium underline underline-offset-4">
              {d.name}
            </Link>
            <span className="text-xs text-muted">
              {d.code ?? 'Automatic'} · {d.status}
            </span>
            <span>
              {discountWhat(d)} · {appliesTo(d, categories)}
              {d.firstOrderOnly ? ' · first order' : ''}
            </span>
            <span className="text-muted">{when(d, timeZone)}</span>
            <span>Uses: {uses(d)}</span>
            <div className="pt-2">
              <Toggle discount={d} busy={busy} />
            </div>
          </div>
        ),
      }}
    />
  );
}
