/**
 * The shipping methods the server offers (Express 19.99 '1 to 2 days' first and chosen by
 * default, Regular 9.99 '3 to 5 days'), as a radio group, and on the last step
 * as a section with its own EDIT/SAVE.
 */
import { useId, useState } from 'react';
import { formatMoney } from '../../../domain/money.ts';
import type { ShippingChoice } from './checkout-data';

interface PickerProps {
  methods: readonly ShippingChoice[];
  selected: number | null;
  onSelect: (id: number) => void;
  currency: string;
}

export function ShippingMethodPicker({ methods, selected, onSelect, currency }: PickerProps) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label="Shipping method" className="space-y-3">
      {methods.map((method) => {
        const checked = method.id === selected;
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
            <span className="font-medium">{formatMoney(method.priceMinor, currency)}</span>
          </label>
        );
      })}
    </div>
  );
}

export function ShippingMethodSection({ method, ...picker }: PickerProps & { method: ShippingChoice | null }) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const edit = () => {
    setChoice(picker.selected);
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
        {editing ? (
          <ShippingMethodPicker {...picker} selected={choice} onSelect={setChoice} />
        ) : method ? (
          <p className="text-sm">
            <span className="font-medium">{method.name}</span>{' '}
            <span className="text-muted">
              · {method.deliveryText} · {formatMoney(method.priceMinor, picker.currency)}
            </span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
