/**
 * The shipping methods the address's zone offers (in the sample shop Express 19.99 '1 to 2 days'
 * first and chosen by default, Regular 9.99 '3 to 5 days'), as a radio group, and on the last step
 * as a section with its own EDIT/SAVE. A method free above an amount says so ("Free above $300.00"),
 * and reads "Free" once the goods reach it.
 */
import { useId, useState } from 'react';
import { formatMoney } from '../../../domain/money.ts';
import { shipsFree } from '../../../domain/shipping.ts';
import { FormAlert } from '../../components/ui/form-alert';
import type { ShippingChoice } from './checkout-data';

interface PickerProps {
  methods: readonly ShippingChoice[];
  selected: number | null;
  onSelect: (id: number) => void;
  currency: string;
  /** What the goods come to (lines and gift wrap, after the discount) by the last quote; null before one. */
  goodsMinor: number | null;
}

/** A method's price as checkout shows it: "Free" when the goods reach its threshold. */
function priceText(method: ShippingChoice, goodsMinor: number | null, currency: string): { price: string; note: string | null } {
  if (goodsMinor !== null && shipsFree(goodsMinor, method.freeAboveMinor)) return { price: 'Free', note: null };
  const note = method.freeAboveMinor === null ? null : `Free above ${formatMoney(method.freeAboveMinor, currency)}`;
  return { price: formatMoney(method.priceMinor, currency), note };
}

export function ShippingMethodPicker({ methods, selected, onSelect, currency, goodsMinor }: PickerProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Shipping method" className="space-y-3">
      {methods.map((method) => {
        const checked = method.id === selected;
        const { price, note } = priceText(method, goodsMinor, currency);
        return (
          <label
            key={method.id}
            className={`flex cursor-pointer items-center gap-4 border px-4 py-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${checked ? 'border-gold-dark bg-sand' : 'border-line bg-white hover:border-ink'}`}
          >
            <input type="radio" name={name} value={method.id} checked={checked} onChange={() => onSelect(method.id)} className="h-4 w-4 accent-gold-dark" />
            <span className="flex-1">
              <span className="block font-medium">{method.name}</span>
              <span className="block text-xs text-muted">{method.deliveryText}</span>
            </span>
            <span className="text-right">
              <span className="block font-medium">{price}</span>
              {note ? <span className="block text-xs text-muted">{note}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** `method`: the one chosen; `refusal`: why the address's zone offers nothing ("We don't ship to Canada yet."), shown instead. */
export function ShippingMethodSection({
  method,
  refusal,
  ...picker
}: Omit<PickerProps, 'selected'> & { method: ShippingChoice | null; refusal: string | null }) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const edit = () => {
    setChoice(method?.id ?? null);
    setEditing(true);
  };
  const save = () => {
    if (choice !== null) picker.onSelect(choice);
    setEditing(false);
  };
  return (
    <section aria-label="Shipping method" className="border border-line bg-white/70 p-5 sm:p-7">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-2xl">Shipping method</h2>
        <button
          type="button"
          onClick={editing ? save : edit}
          aria-label={editing ? 'Save shipping method' : 'Edit shipping method'}
          className="text-xs font-semibold tracking-[0.2em] text-gold-dark underline-offset-4 hover:underline"
        >
          {editing ? 'SAVE' : 'EDIT'}
        </button>
      </div>
      <div className="mt-4">
        {refusal ? (
          <FormAlert tone="error">{refusal}</FormAlert>
        ) : editing ? (
          <ShippingMethodPicker {...picker} selected={choice} onSelect={setChoice} />
        ) : method ? (
          <p className="text-sm">
            <span className="font-medium">{method.name}</span>{' '}
            <span className="text-muted">
              · {method.deliveryText} · {priceText(method, picker.goodsMinor, picker.currency).price}
            </span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
