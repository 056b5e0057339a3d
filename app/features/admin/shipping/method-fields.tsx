/** A shipping method's fields: name, price, the amount above which it is free, and its delivery days. */
import { TextField } from '../../../components/ui/text-field';
import type { ShippingZoneAnswer } from '../../../../domain/contract/shipping';

type Method = ShippingZoneAnswer['methods'][number];

interface MethodFieldsProps {
  /** The method as saved; none: a new one. */
  method?: Method;
  currency: string;
  errors: Record<string, string>;
}

export function MethodFields({ method, currency, errors }: MethodFieldsProps) {
  const amount = { type: 'text', inputMode: 'decimal' as const, autoComplete: 'off' };
  const days = { type: 'number', min: 0, max: 90, step: 1 };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <TextField label="Method name" name="name" defaultValue={method?.name ?? ''} maxLength={80} error={errors.name} required />
      <TextField label={`Price (${currency})`} name="price" {...amount} defaultValue={method?.price ?? ''} error={errors.price} required />
      <TextField
        label={`Free above (${currency})`}
        name="freeAbove"
        {...amount}
        optional
        defaultValue={method?.freeAbove ?? ''}
        hint="Empty: never free"
        error={errors.freeAbove}
      />
      <TextField label="Fastest (days)" name="minDays" {...days} defaultValue={method?.minDays ?? ''} error={errors.minDays} required />
      <TextField label="Slowest (days)" name="maxDays" {...days} defaultValue={method?.maxDays ?? ''} error={errors.maxDays} required />
    </div>
  );
}
