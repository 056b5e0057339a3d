/**
 * The words of the account e-mails: a password reset, an address to confirm, an invitation to the
 * back office, and an e-mail change (the link to the new address, the notice to the old one, and
 * the note to an address that already has an account). Use cases decide when to send; mail/ delivers.
 */
import type { PublicUser } from '../../../domain/schemas/account.ts';
import { shopBaseUrl, type MailConfig, type MailMessage } from '../mail/index.ts';
import { EMAIL_CHANGE_LINK_HOURS, INVITE_LINK_DAYS, VERIFY_LINK_DAYS } from './account-links.ts';

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

/** To the new address of an e-mail change: the account moves to it only when this link is opened. */
export function emailChangeLinkMail(config: Pick<MailConfig, 'shopName'>, to: string, holder: Pick<PublicUser, 'firstName'>, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your new e-mail address for ${config.shopName}`,
    text: [
      `Hello ${holder.firstName},`,
      '',
      `You asked to use this address for your ${config.shopName} account. To confirm it, open this link within the next ${EMAIL_CHANGE_LINK_HOURS} hours:`,
      '',
      link,
      '',
      'Until then your account keeps its address. If you did not ask for this, ignore this message: nothing changes.',
      '',
      config.shopName,
    ].join('\n'),
  };
}

/**
 * To the account's address when a change to another is asked for, sent whether or not the new
 * address is free (the change must not tell who has an account): the holder learns of it before
 * anything changes.
 */
export function emailChangeNoticeMail(
  config: Pick<MailConfig, 'shopName' | 'publicUrl'>,
  account: Pick<PublicUser, 'email' | 'firstName'>,
  newEmail: string,
): MailMessage {
  return {
    to: account.email,
    subject: `A change of e-mail address was asked for your ${config.shopName} account`,
    text: [
      `Hello ${account.firstName},`,
      '',
      `Someone signed in to your ${config.shopName} account asked to change its e-mail address to ${newEmail}. It changes only when the link we sent there is opened.`,
      '',
      `If this was you, there is nothing more to do here. If it was not, change your password now: ${shopBaseUrl(config)}/forgot-password`,
      '',
      config.shopName,
    ].join('\n'),
  };
}

/** To a member whose password was given right and whose two-factor code was then wrong (issue 37): someone may hold the password. */
export function wrongCodeAfterPasswordMail(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, member: Pick<PublicUser, 'email' | 'firstName'>): MailMessage {
  return {
    to: member.email,
    subject: `A sign-in to your ${config.shopName} account gave your password and a wrong code`,
    text: [
      `Hello ${member.firstName},`,
      '',
      `Someone signing in to your ${config.shopName} account just gave your password correctly, then a two-factor code that was not right.`,
      '',
      'If it was you and you mistyped the code, there is nothing more to do.',
      `If it was not you, someone knows your password: change it now (${shopBaseUrl(config)}/forgot-password) and tell the shop's owner. Your two-factor code kept them out.`,
      '',
      config.shopName,
    ].join('\n'),
  };
}

/** To an address that already has an account, when another account asked to move to it: nothing changed, and the answer did not say so. */
export function emailInUseMail(config: Pick<MailConfig, 'shopName' | 'publicUrl'>, holder: Pick<PublicUser, 'email' | 'firstName'>): MailMessage {
  return {
    to: holder.email,
    subject: `Your e-mail address and ${config.shopName}`,
    text: [
      `Hello ${holder.firstName},`,
      '',
      `Someone asked to move another ${config.shopName} account to this e-mail address. This address already has an account with us, so nothing changed.`,
      '',
      `If it was you, sign in with this address instead; if you forgot its password: ${shopBaseUrl(config)}/forgot-password`,
      'If it was not you, ignore this message.',
      '',
      config.shopName,
    ].join('\n'),
  };
}
