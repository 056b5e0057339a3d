/**
 * What two-factor tells the member by mail (issue 37): the link that opens a first set-up while the
 * owner requires two-factor (whoever holds only the password cannot enrol an authenticator of
 * their own: the set-up needs the member's mailbox too), and a notice whenever two-factor is
 * turned on or off for their account, so a change they did not make does not go unseen.
 */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sendQueued, shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import { issueLink, TWO_FACTOR_SETUP_LINK_HOURS } from './account-links.ts';

type Member = Pick<PublicUser, 'id' | 'email' | 'firstName'>;

function setupLinkMail(config: Pick<MailConfig, 'shopName'>, member: Member, link: string): MailMessage {
  return {
    to: member.email,
    subject: `Set up two-factor sign-in for ${config.shopName}`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `The shop's owner requires two-factor sign-in for the back office. To set it up, open this link in the browser where you are signed in (it works for ${TWO_FACTOR_SETUP_LINK_HOURS} hour, once):`,
      link,
      '',
      "If you did not ask for it, someone may know your password: change it now and tell the shop's owner.",
      '',
      config.shopName,
    ].join('\n'),
  };
}

function changeMail(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, member: Member, on: boolean, by: 'self' | 'owner'): MailMessage {
  const what = on ? 'turned on' : 'turned off';
  return {
    to: member.email,
    subject: `Two-factor sign-in was ${what} for your ${config.shopName} account`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `Two-factor sign-in was just ${what} for your ${config.shopName} account${by === 'owner' ? " by the shop's owner" : ''}.`,
      on
        ? 'From now on, signing in asks for a code from your authenticator app after your password.'
        : 'Signing in now asks for your password alone (and the shop may ask you to set two-factor up again).',
      '',
      `If this was not you, change your password now (${shopBaseUrl(config)}/forgot-password) and tell the shop's owner.`,
      '',
      config.shopName,
    ].join('\n'),
  };
}

/** Mails the member the link that opens their first set-up (the security page with its token). */
export async function mailSetupLink(db: DbOrTx, config: MailConfig, member: Member): Promise<void> {
  const token = await issueLink(db, 'two-factor-setup', member.id);
  await sendQueued(db, config, setupLinkMail(config, member, `${shopBaseUrl(config)}/admin/security?token=${encodeURIComponent(token)}`));
}

/** Tells the member two-factor was turned on or off for their account, and by whom. */
export async function mailTwoFactorChange(db: DbOrTx, config: MailConfig, member: Member, on: boolean, by: 'self' | 'owner'): Promise<void> {
  await sendQueued(db, config, changeMail(config, member, on, by));
}
