/**
 * What signing in and resetting a password leave in the audit log (ASVS V16.3.1: authentication
 * events, successful and failed). A refused sign-in is recorded the same whether the address has
 * an account or not (one insert either way, so the answer's timing tells nothing), with the reason
 * the owner may read and the client never does. The password tried is never recorded.
 */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';

/** Why a sign-in was refused, for the owner's eyes only: the client reads one message for all. */
export type SignInRefusal = 'unknown_address' | 'wrong_password' | 'disabled';

type Account = Pick<PublicUser, 'id' | 'email'>;

/** The entry's entity id: the account's, or `unknown` for an address without one. */
const accountId = (account: Account | undefined) => account?.id ?? 'unknown';

export async function recordSignIn(db: DbOrTx, account: Account, ip: string | undefined): Promise<void> {
  await recordAudit(db, account, { action: 'account.sign_in', entity: 'user', entityId: account.id, after: { ip: ip ?? null } });
}

export async function recordRefusedSignIn(
  db: DbOrTx,
  email: string,
  reason: SignInRefusal,
  account: Account | undefined,
  ip: string | undefined,
): Promise<void> {
  await recordAudit(db, null, {
    action: 'account.sign_in_refused',
    entity: 'user',
    entityId: accountId(account),
    after: { email: email.trim().toLowerCase(), reason, ip: ip ?? null },
  });
}

/** A reset link asked for: recorded for an address without an account too, so both answers do the same work. */
export async function recordResetRequested(db: DbOrTx, email: string, account: Account | undefined, ip: string | undefined): Promise<void> {
  await recordAudit(db, null, {
    action: 'account.password_reset_requested',
    entity: 'user',
    entityId: accountId(account),
    after: { email: email.trim().toLowerCase(), ip: ip ?? null },
  });
}

/** A password set from an e-mailed link, by the person holding the mailbox. */
export async function recordPasswordReset(db: DbOrTx, account: Account): Promise<void> {
  await recordAudit(db, account, { action: 'account.password_reset', entity: 'user', entityId: account.id, after: { password: 'reset', sessions: 'ended' } });
}
