/**
 * The checkout's shipping address with the shopper's address book (decision record 041). Without
 * saved addresses it is the address form alone, as before. With them, the shopper picks one (the
 * default chosen first) or "A new address", which opens the form with a "Save to my address book"
 * box. A picked address is written where a typed one is (`onSave`, the checkout's address store),
 * so it is read, quoted and ordered by the one path a typed address takes. A new address ticked to
 * be saved is saved when the step is confirmed (Continue to Shipping), through `POST
 * /api/me/addresses`, and reads as one of the book's from then on (the steps share this browser
 * tab's list of addresses saved since the page loaded, so going back cannot save it twice).
 */
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { SavedAddressAnswer } from '../../../domain/contract/account.ts';
import { checkoutAddressOf, defaultAddressOf, savedAddressFor } from '../../../domain/saved-addresses.ts';
import type { ShippingAddressForm } from '../../../domain/schemas/checkout.ts';
import { Checkbox } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-alert';
import { RadioGroup } from '../../components/ui/radio-group';
import { callApi } from '../../lib/api';
import { AddressSection, type SectionHandle } from './details-section';

interface ShippingAddressProps {
  value: ShippingAddressForm | null;
  defaults: Partial<ShippingAddressForm>;
  onSave: (value: ShippingAddressForm) => void;
  countries: readonly string[];
  saved: readonly SavedAddressAnswer[];
  /** The signed-in shopper's id. */
  account: number;
  ref?: Ref<SectionHandle>;
}

const NEW = 'new';

/**
 * The addresses saved from this step since the checkout's data was loaded: the steps move without
 * loading it again, so a shopper coming back finds the new address among the book's. Loading the
 * book again instead would cost every storefront page the router's revalidation hook in the shared
 * chunk, and the cart has no bytes to spare (decision record 012).
 */
const savedSinceLoad: Array<{ account: number; address: SavedAddressAnswer }> = [];

/** A saved address on one line, as the choice reads it. */
const oneLine = (saved: SavedAddressAnswer) =>
  [saved.name, saved.company, saved.address, saved.city, [saved.state, saved.zip].filter(Boolean).join(' '), saved.countryName].filter(Boolean).join(', ');

export function ShippingAddress({ saved: loaded, account, ref, ...section }: ShippingAddressProps) {
  // Only this account's: another may sign in in this tab without the page loading again.
  const added = savedSinceLoad.filter((one) => one.account === account && !loaded.some((address) => address.id === one.address.id));
  const saved = [...loaded, ...added.map((one) => one.address)];
  if (saved.length === 0) return <AddressSection ref={ref} {...section} />;
  return <AddressBookChoice saved={saved} account={account} ref={ref} {...section} />;
}

function AddressBookChoice({ value, defaults, onSave, countries, saved, account, ref }: ShippingAddressProps) {
  const form = useRef<SectionHandle>(null);
  // The address the form last saved: what "Save to my address book" keeps.
  const typed = useRef<ShippingAddressForm | null>(null);
  const boxId = useId();
  const [wantsNew, setWantsNew] = useState(false);
  const [keep, setKeep] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = savedAddressFor(saved, value);
  const choice = wantsNew || !current ? NEW : String(current.id);

  const pick = (id: string) => {
    setRefusal(null);
    if (id === NEW) return setWantsNew(true);
    const address = saved.find((one) => String(one.id) === id) ?? defaultAddressOf(saved)!;
    setWantsNew(false);
    onSave(checkoutAddressOf(address));
  };

  /** Saves the new address to the book; answers whether the step may go on. */
  const keepInBook = async (address: ShippingAddressForm): Promise<boolean> => {
    const answer = await callApi('POST /api/me/addresses', { body: address });
    if (!answer.ok) {
      setRefusal(answer.message ?? 'Your address could not be saved to your address book. Please try again, or untick the box.');
      return false;
    }
    savedSinceLoad.push({ account, address: answer.data });
    setKeep(false);
    setWantsNew(false);
    return true;
  };

  useImperativeHandle(ref, () => ({
    async confirm() {
      if (choice !== NEW) {
        onSave(checkoutAddressOf(current!));
        return true;
      }
      if (!(await form.current?.confirm())) return false;
      const address = typed.current;
      // An address the book holds already is not saved twice.
      return keep && address && !savedAddressFor(saved, address) ? keepInBook(address) : true;
    },
    edit() {
      setWantsNew(true);
      requestAnimationFrame(() => form.current?.edit());
    },
  }));

  const options = [
    ...saved.map((one) => ({ value: String(one.id), label: oneLine(one), hint: one.isDefault ? 'Default address' : undefined })),
    { value: NEW, label: 'A new address' },
  ];
  return (
    <>
      <section aria-label="Your addresses" className="border border-line bg-white/70 p-5 sm:p-7">
        <h2 className="text-2xl">Your addresses</h2>
        <div className="mt-4">
          <RadioGroup legend="Ship to" name="saved-address" options={options} value={choice} onChange={pick} />
        </div>
      </section>
      {choice === NEW ? (
        <div className="grid gap-3">
          <AddressSection
            ref={form}
            value={current ? null : value}
            defaults={current ? { name: defaults.name } : defaults}
            onSave={(address) => {
              typed.current = address;
              onSave(address);
            }}
            countries={countries}
          />
          <Checkbox id={boxId} label="Save to my address book" checked={keep} onChange={(event) => setKeep(event.currentTarget.checked)} />
          {refusal ? <FormAlert tone="error">{refusal}</FormAlert> : null}
        </div>
      ) : null}
    </>
  );
}
