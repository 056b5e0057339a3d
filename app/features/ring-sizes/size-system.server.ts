/**
 * The ring size system a request's pages name sizes in (decision record 057): the one the shopper
 * chose (the picker's cookie, else their account's), else the one of their "Ship to" country.
 */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { defaultSizeSystem, SIZE_SYSTEM_COOKIE, SIZE_SYSTEM_MAX_AGE_SECONDS, sizeSystemFromCookie, type SizeSystem } from '../../../domain/ring-sizes.ts';
import { readSizeSystem, saveSizeSystem } from '../../../server/services/accounts/index.ts';

export interface SizeSystemChoice {
  system: SizeSystem;
  /** Whether the shopper chose it (else it follows the ship-to country). */
  chosen: boolean;
}

export async function requestSizeSystem(context: AppLoadContext, request: Request, user: PublicUser | null, shipTo: string): Promise<SizeSystemChoice> {
  const remembered = sizeSystemFromCookie(request.headers.get('cookie'));
  if (remembered) return { system: remembered, chosen: true };
  const kept = user ? await readSizeSystem(context.db, user.id).catch(() => null) : null;
  return kept ? { system: kept, chosen: true } : { system: defaultSizeSystem(shipTo), chosen: false };
}

/** Remembers the shopper's choice: the cookie for a year, and the account when signed in. */
export async function keepSizeSystem(context: AppLoadContext, user: PublicUser | null, system: SizeSystem): Promise<string> {
  if (user) await saveSizeSystem(context.db, user.id, system);
  const secure = context.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${SIZE_SYSTEM_COOKIE}=${system}; Path=/; Max-Age=${SIZE_SYSTEM_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
