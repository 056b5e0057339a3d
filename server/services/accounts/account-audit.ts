/**
 * What signing in and resetting a password leave (ASVS V16.3.1: authentication events, successful
 * and failed), and where (decision record 043). What a staff member does — their own sign-in, their
 * password reset — goes to the audit log, which is append-only. What anyone's attempt leaves — a
 * refused sign-in with the address typed, a reset link asked for, a shopper's own sign-in and reset
 * — is a security event, kept apart and deleted after the owner's period, because anyone can type
 * anyone's address and the log could never erase it. A refused sign-in is recorded the same whether
 * the address has an account or not (one insert either way, so the answer's timing tells nothing),
 * with the reason the owner may read and the client never does. The password tried is never recorded.
 * A signed-in holder's change of the password or the e-mail address (decision record 041) is theirs
 * alike: staff's in the audit log, a shopper's a security event, so the owner can see an account
 * taken over (a new password, a new address) beside the sign-ins that led to it.
 */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { SecurityEventKind } from '../../../domain/retention.ts';
import { isStaffRole } from '../../../domain/roles.ts';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit, recordSecurityEvent } from '../audit/index.ts';

/** Why a sign-in was refused, for the owner's eyes only: the client reads one message for all. */
export type SignInRefusal = 'unknown_address' | 'wrong_password' | 'disabled';

type Account = Pick<PublicUser, 'id' | 'email' | 'role'>;

export async function recordSignIn(db: DbOrTx, account: Account, ip: string | undefined): Promise<void> {
  if (isStaffRole(account.role)) await recordAudit(db, account, { action: 'account.sign_in', entity: 'user', entityId: account.id, after: { ip: ip ?? null } });
  else await recordSecurityEvent(db, { kind: 'sign_in', userId: account.id, email: account.email, ip });
}

export async function recordRefusedSignIn(
  db: DbOrTx,
  email: string,
  reason: SignInRefusal,
  account: Pick<Account, 'id'> | undefined,
  ip: string | undefined,
): Promise<void> {
  await recordSecurityEvent(db, { kind: 'sign_in_refused', userId: account?.id, email, ip, detail: { reason } });
}

/** A reset link asked for: recorded for an address without an account too, so both answers do the same work. */
export async function recordResetRequested(db: DbOrTx, email: string, account: Pick<Account, 'id'> | undefined, ip: string | undefined): Promise<void> {
  await recordSecurityEvent(db, { kind: 'password_reset_requested', userId: account?.id, email, ip });
}

/** A password set from an e-mailed link, by the person holding the mailbox. */
export async function recordPasswordReset(db: DbOrTx, account: Account): Promise<void> {
  if (isStaffRole(account.role))
    await recordAudit(db, account, { action: 'account.password_reset', entity: 'user', entityId: account.id, after: { password: 'reset', sessions: 'ended' } });
  else await recordSecurityEvent(db, { kind: 'password_reset', userId: account.id, email: account.email, ip: undefined });
}

/** What the signed-in holder changed of what proves who they are: the password, the e-mail address (asked, then confirmed from it). */
export type CredentialChange = Extract<SecurityEventKind, 'password_changed' | 'email_change_requested' | 'email_changed'>;

/**
 * A change of the password or the e-mail address. The new address is not recorded: it may be
 * another person's (the form answers alike when it is, decision record 041); the event names the
 * account, and the address it had when the event happened.
 */
export async function recordCredentialChange(db: DbOrTx, account: Account, change: CredentialChange, ip: string | undefined): Promise<void> {
  if (isStaffRole(account.role))
    await recordAudit(db, account, { action: `account.${change}`, entity: 'user', entityId: account.id, after: { ip: ip ?? null } });
  else await recordSecurityEvent(db, { kind: change, userId: account.id, email: account.email, ip });
}
