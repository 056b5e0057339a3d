/** The shopper's own account as `/api/me` and the account page answer it (domain/contract/account.ts). */
import type { AddressBookAnswer, ProfileAnswer, SavedAddressAnswer } from '../../../domain/contract/account.ts';
import { countryName } from '../../../domain/countries.ts';
import type { SavedAddress } from './address-book.ts';
import type { Profile } from './profile.ts';

export const presentProfile = ({ id, firstName, lastName, email, emailVerified, role, phone }: Profile): ProfileAnswer => ({
  id,
  firstName,
  lastName,
  email,
  emailVerified,
  role,
  phone,
});

export const presentSavedAddress = (address: SavedAddress): SavedAddressAnswer => ({ ...address, countryName: countryName(address.country) });

export const presentAddressBook = (addresses: SavedAddress[]): AddressBookAnswer => ({ addresses: addresses.map(presentSavedAddress) });
