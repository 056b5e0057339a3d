/**
 * The words of the account e-mails: a password reset, an address to confirm, an invitation to the
 * back office. Use cases decide when to send; mail/ delivers.
 */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { MailConfig, MailMessage } from '../mail/index.ts';
import { INVITE_LINK_DAYS, VERIFY_LINK_DAYS } from './account-links.ts';

export function passwordResetMail(config: Pick<MailConfig, 'shopName'>, user: Pick<PublicUser, 'email' | 'firstName'>, link: string): MailMessage {
  return {
    to: user.email,
    subject: `Reset your ${config.shopName} password`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Someone asked to reset the password of your ${config.shopName} account. To choose a new password, open this link within the next hour:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
      '',
      config.shopName,
    ].join('\n'),
  };
}

export function verificationMail(config: Pick<MailConfig, 'shopName'>, user: Pick<PublicUser, 'email' | 'firstName'>, link: string): MailMessage {
  return {
    to: user.email,
    subject: `Confirm your e-mail address for ${config.shopName}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `Welcome to ${config.shopName}. Please confirm that this is your e-mail address by opening this link within the next ${VERIFY_LINK_DAYS} days:`,
      '',
      link,
      '',
      'Once it is confirmed we can send you your order e-mails, and welcome offers such as your first-order discount work.',
      'If you did not create an account, ignore this message: nothing more will be sent to you.',
      '',
      config.shopName,
    ].join('\n'),
  };
}

/** To the account's own (verified) address `to`, never to the contact address typed at checkout. */
export function staffInviteMail(
  config: Pick<MailConfig, 'shopName'>,
  member: Pick<PublicUser, 'email' | 'firstName'>,
  invitedBy: Pick<PublicUser, 'firstName' | 'lastName'>,
  link: string,
): MailMessage {
  return {
    to: member.email,
    subject: `You are invited to run ${config.shopName}`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `${invitedBy.firstName} ${invitedBy.lastName} invited you to the back office of ${config.shopName}. To join, open this link within the next ${INVITE_LINK_DAYS} days and choose your password:`,
      '',
      link,
      '',
      'If you already have an account with us, the link sets a new password for it. If you did not expect this, ignore this message.',
      '',
      config.shopName,
    ].join('\n'),
  };
}
