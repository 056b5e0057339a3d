/**
 * The account page's address book: each address as a card (the default marked and first), to
 * edit, delete (asked first) or make the default; and a form to add one. An address's fields are the checkout's
 * (`AddressFields`: the countries the shop ships to, a state where the country has a list, the
 * postal code under its country's word), checked in the browser with the checkout's rules and
 * again by the server, with the address's own phone and whether it is the default.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { SavedAddressAnswer } from '../../../domain/contract/account.ts';
import { ShippingAddressForm } from '../../../domain/schemas/checkout.ts';
import { AddressFields, AddressSummary, formAddress } from '../../components/address-fields';
import { Button } from '../../components/ui/button';
import { smallButtonClass } from '../../components/ui/button-class';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { AccountForm } from './account-form';

interface AddressBookProps {
  addresses: readonly SavedAddressAnswer[];
  /** The countries the shop ships to, by code. */
  countries: readonly string[];
}

export function AddressBook({ addresses, countries }: AddressBookProps) {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="addresses-heading">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-4">
        <h2 id="addresses-heading" className="text-3xl lg:text-4xl">
          Address book
        </h2>
        {adding ? null : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            ADD AN ADDRESS
          </Button>
        )}
      </div>
      {adding ? <AddressForm countries={countries} onClose={() => setAdding(false)} /> : null}
      {addresses.length === 0 ? (
        adding ? null : (
          <p className="py-8 text-muted">No saved addresses yet. Add one, and it is here the next time you need it.</p>
        )
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} countries={countries} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddressCard({ address, countries }: { address: SavedAddressAnswer; countries: readonly string[] }) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <li className="sm:col-span-2 lg:col-span-3">
        <AddressForm address={address} countries={countries} onClose={() => setEditing(false)} />
      </li>
    );
  const id = { id: String(address.id) };
  return (
    <li className={`flex flex-col border bg-white p-5 text-sm ${address.isDefault ? 'border-gold' : 'border-line'}`}>
      {address.isDefault ? <p className="mb-2 text-[11px] font-semibold tracking-[0.22em] text-gold-dark">DEFAULT ADDRESS</p> : null}
      <AddressSummary address={address} />
      {address.phone ? <p className="text-muted">{address.phone}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <button
          type="button"
          className={smallButtonClass()}
          onClick={() => setEditing(true)}
          aria-label={`Edit the address of ${address.name}, ${address.address}`}
        >
          Edit
        </button>
        {address.isDefault ? null : (
          <AccountForm intent="default-address" ids={id} label={`Make ${address.address} the default`}>
            {({ busy }) => (
              <button type="submit" disabled={busy} className={smallButtonClass()}>
                Make default
              </button>
            )}
          </AccountForm>
        )}
        <DeleteAddress address={address} />
      </div>
    </li>
  );
}

/** Delete, asked first in a dialog that shows the address (without scripts the form posts straight away). */
function DeleteAddress({ address }: { address: SavedAddressAnswer }) {
  // The form's post, held while the question is open.
  const [asking, setAsking] = useState<(() => void) | null>(null);
  return (
    <AccountForm intent="delete-address" ids={{ id: String(address.id) }} label={`Delete ${address.address}`} check={(post) => setAsking(() => post)}>
      {({ busy }) => (
        <>
          <button type="submit" disabled={busy} className={smallButtonClass()} aria-label={`Delete the address of ${address.name}, ${address.address}`}>
            Delete
          </button>
          {asking ? (
            <ConfirmDialog title="Delete this address?" confirmLabel="Yes, delete it" cancelLabel="Keep it" onConfirm={asking} onClose={() => setAsking(null)}>
              <div className="mt-4 border border-line bg-white p-4 text-sm">
                <AddressSummary address={address} />
              </div>
              <p className="mt-3 text-sm text-muted">Orders you have placed keep the address they were sent to.</p>
            </ConfirmDialog>
          ) : null}
        </>
      )}
    </AccountForm>
  );
}

/** The fields AddressFields draws, whose messages it takes from the browser's check. */
const CHECKED_IN_BROWSER = ['name', 'company', 'address', 'city', 'country', 'state', 'zip'];

/** What the server refused among the fields the browser checked too (a rule that changed since the page loaded). */
function ServerRefusal({ errors }: { errors: Record<string, string> }) {
  const said = CHECKED_IN_BROWSER.flatMap((field) => (errors[field] ? [errors[field]] : []));
  return said.length ? (
    <div className="mt-4">
      <FormAlert tone="error">{said.join(' ')}</FormAlert>
    </div>
  ) : null;
}

interface AddressFormProps {
  /** The address to edit; none: a new one. */
  address?: SavedAddressAnswer;
  countries: readonly string[];
  onClose: () => void;
}

function AddressForm({ address, countries, onClose }: AddressFormProps) {
  const form = useForm<ShippingAddressForm>({
    resolver: zodResolver(ShippingAddressForm) as Resolver<ShippingAddressForm>,
    mode: 'onTouched',
    defaultValues: formAddress(address ?? {}),
  });
  const title = address ? 'Edit the address' : 'A new address';
  return (
    <AccountForm
      intent={address ? 'edit-address' : 'add-address'}
      ids={address ? { id: String(address.id) } : {}}
      label={title}
      check={(post) => void form.handleSubmit(post)()}
      onDone={onClose}
      className="mt-6 border border-line bg-white p-6 sm:p-8"
    >
      {({ errors, busy }) => (
        <>
          <h3 className="font-display text-2xl">{title}</h3>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <AddressFields form={form} countries={countries} />
            <TextField label="Phone" name="phone" type="tel" autoComplete="shipping tel" optional defaultValue={address?.phone} error={errors.phone} />
          </div>
          <ServerRefusal errors={errors} />
          <Checkbox
            className="mt-5"
            name="isDefault"
            label="My default address"
            defaultChecked={address?.isDefault ?? false}
            disabled={address?.isDefault}
            hint={address?.isDefault ? 'It stays the default until you make another one the default.' : undefined}
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : 'SAVE ADDRESS'}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              CANCEL
            </Button>
          </div>
        </>
      )}
    </AccountForm>
  );
}
