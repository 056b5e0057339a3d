/** A shipping method's fields: name, price, the amount above which it is free, and its delivery days. */
import { TextField } from '../../../components/ui/text-field';
import type { ShippingZoneAnswer } from '../../../../domain/contract/shipping';
import { minorUnitsPerMajor } from '../../../../domain/money';

type Method = ShippingZoneAnswer['methods'][number];

interface MethodFieldsProps {
  /** The method as saved; none: a new one. */
  method?: Method;
  currency: string;
  errors: Record<string, string>;
}

/** An amount as the field shows it, with the currency's decimals: 14.50, not 14.5. */
const amountText = (amount: number | null | undefined, currency: string) =>
  amount == null ? '' : amount.toFixed(Math.round(Math.log10(minorUnitsPerMajor(currency))));

export function MethodFields({ method, currency, errors }: MethodFieldsProps) {
  const amount = { type: 'text', inputMode: 'decimal' as const, autoComplete: 'off' };
  const days = { type: 'number', min: 0, max: 90, step: 1 };
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      <div className="col-span-2 sm:col-span-4">
        <TextField label="Method name" name="name" defaultValue={method?.name ?? ''} maxLength={80} error={errors.name} required />
      </div>
      <TextField label={`Price (${currency})`} name="price" {...amount} defaultValue={amountText(method?.price, currency)} error={errors.price} required />
      <TextField
        label={`Free above (${currency})`}
        name="freeAbove"
        {...amount}
        defaultValue={amountText(method?.freeAbove, currency)}
        hint="Empty: never free"
        error={errors.freeAbove}
      />
      <TextField label="Fastest (days)" name="minDays" {...days} defaultValue={method?.minDays ?? ''} error={errors.minDays} required />
      <TextField label="Slowest (days)" name="maxDays" {...days} defaultValue={method?.maxDays ?? ''} error={errors.maxDays} required />
    </div>
  );
}
