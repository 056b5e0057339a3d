/**
 * The seller's details: the legal name, the postal address (a line for each part), the tax number,
 * and the e-mail address and phone customers reach the shop at; and the shop's time zone, the
 * owner's times are typed and shown in. A plain form post; the owner may first be asked to
 * confirm who they are.
 */
import { Form } from 'react-router';
import type { ShopSettingsAnswer } from '../../../../domain/contract/shop';
import { SELLER_ADDRESS_LIMITS } from '../../../../domain/seller';
import { TIME_ZONES } from '../../../../domain/time-zone';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';

interface Props {
  settings: ShopSettingsAnswer;
  fieldErrors: Record<string, string> | undefined;
  busy: boolean;
}

export function SellerForm({ settings, fieldErrors, busy }: Props) {
  return (
    <Form method="post" aria-label="Seller" className="grid content-start gap-5 border border-line bg-white/70 p-6">
      <h2 className="font-display text-2xl">Seller</h2>
      <p className="text-sm text-muted">
        Who your customers buy from. Invoices, credit notes and packing slips print these details, and every e-mail the shop sends ends with them.
      </p>
      <TextField
        label="Legal name"
        name="legalName"
        defaultValue={settings.legalName}
        error={fieldErrors?.legalName}
        maxLength={120}
        autoComplete="organization"
        hint="Your company’s registered name, or your own."
      />
      <TextareaField
        label="Postal address"
        name="address"
        defaultValue={settings.address.join('\n')}
        error={fieldErrors?.address}
        rows={SELLER_ADDRESS_LIMITS.lines - 1}
        autoComplete="street-address"
        hint={`A line for each part, as on an envelope: at most ${SELLER_ADDRESS_LIMITS.lines} lines.`}
      />
      <TextField
        label="Tax number"
        name="taxNumber"
        defaultValue={settings.taxNumber}
        error={fieldErrors?.taxNumber}
        maxLength={40}
        optional
        hint="Your VAT or tax registration number, printed on invoices and credit notes."
      />
      <TextField
        label="E-mail for customers"
        name="email"
        type="email"
        defaultValue={settings.email}
        error={fieldErrors?.email}
        maxLength={254}
        autoComplete="email"
      />
      <TextField
        label="Phone for customers"
        name="phone"
        type="tel"
        defaultValue={settings.phone}
        error={fieldErrors?.phone}
        maxLength={40}
        autoComplete="tel"
        optional
      />
      <SelectField
        label="Time zone"
        name="timeZone"
        defaultValue={settings.timeZone}
        error={fieldErrors?.timeZone}
        hint="The times you type and read in the back office, such as when a discount starts and ends, are in this zone."
      >
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <Button type="submit" name="intent" value="save" disabled={busy}>
        SAVE SHOP DETAILS
      </Button>
    </Form>
  );
}
