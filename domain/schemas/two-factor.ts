/**
 * Staff two-factor sign-in (TOTP, RFC 6238) and the confirm-your-identity step before owner
 * actions: what the forms and the API take, and every message they answer.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './account.ts';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeRefused: 'That code is not right. Enter the newest code from your authenticator app, or a recovery code.',
  setupByMail: 'The shop requires two-factor. To be sure it is you, the set-up starts from a link we e-mail you.',
  setupLinkMailed: (email: string) => `We e-mailed ${email} a link to set up two-factor. Open it in this browser, within the hour.`,
  setupLinkInvalid: 'This set-up link is not valid any more (used, expired, or another member’s). Ask for a new one below.',
  tooManyCodes: 'Too many wrong codes for this account. Wait a while before you try again, or use a recovery code later.',
  codeReplayed: 'That code was already used. Wait for the next one in your authenticator app.',
  loginExpired: 'Your sign-in took too long. Enter your e-mail address and password again.',
  codeStepIntro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  notStarted: 'Start setting up two-factor sign-in first.',
  alreadyOn: 'Two-factor sign-in is already on for your account.',
  notOn: 'Two-factor sign-in is not on for this account.',
  enrolled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.',
  turnedOff: 'Two-factor sign-in is off for your account.',
  turnedOffFor: (name: string) => `Two-factor sign-in is off for ${name}. They will be asked to set it up again if the shop requires it.`,
  codesRegenerated: 'New recovery codes are ready: the old ones no longer work. They are shown only once.',
  enrolmentRequired: 'The shop owner requires two-factor sign-in: set it up to use the back office.',
  setUpYoursFirst: 'Turn on two-factor sign-in for your own account before requiring it of everyone.',
  requirementOn: 'Everyone in the back office must now sign in with two-factor.',
  requirementOff: 'Two-factor sign-in is now each person’s choice.',
  reauthenticationRequired: 'Confirm it’s you: enter your password or a code from your authenticator app to go on.',
  reauthenticationRefused: 'That password or code is not right.',
  confirmed: 'Thank you: you can go on for the next 10 minutes.',
} as const;

/**
 * A one-time code as typed: the 6 digits of the authenticator or a recovery code (`xxxxx-xxxxx`).
 * Spaces are dropped (apps show `123 456`); the form checks presence and length only, the service
 * decides whether it is right.
 */
const OneTimeCode = z
  .string({ message: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().min(1, TWO_FACTOR_MESSAGES.codeRequired).max(32, TWO_FACTOR_MESSAGES.codeRefused));

/** The second step of a sign-in: the pending-login token the password step answered, and a code. */
export const TwoFactorLoginInput = z.object({
  loginToken: z.string({ message: TWO_FACTOR_MESSAGES.loginExpired }).min(1, TWO_FACTOR_MESSAGES.loginExpired).max(2000, TWO_FACTOR_MESSAGES.loginExpired),
  code: OneTimeCode,
});
export type TwoFactorLoginInput = z.infer<typeof TwoFactorLoginInput>;

/** A code, for turning two-factor on or off and for new recovery codes. */
export const TwoFactorCodeInput = z.object({ code: OneTimeCode });
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeInput>;

/** Confirm-your-identity: the password, or a code for an account with two-factor on. */
export const ReauthenticateInput = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH, TWO_FACTOR_MESSAGES.reauthenticationRefused).optional(),
    code: OneTimeCode.optional(),
  })
  .refine((input) => Boolean(input.password) || Boolean(input.code), { message: TWO_FACTOR_MESSAGES.reauthenticationRequired, path: ['password'] });
export type ReauthenticateInput = z.infer<typeof ReauthenticateInput>;

export const SecuritySettingsInput = z.object({
  requireTwoFactor: z.boolean({ message: 'requireTwoFactor must be true or false' }),
});
export type SecuritySettingsInput = z.infer<typeof SecuritySettingsInput>;

/** The security page's forms, one intent each. */
export const SecurityPageForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start'), token: z.string().min(1).max(200).optional() }),
  z.object({ intent: z.literal('confirm'), code: OneTimeCode }),
  z.object({ intent: z.literal('disable'), code: OneTimeCode }),
  z.object({ intent: z.literal('recovery-codes'), code: OneTimeCode }),
  z.object({ intent: z.literal('require'), requireTwoFactor: z.enum(['on', 'off']).transform((value) => value === 'on') }),
]);
export type SecurityPageForm = z.infer<typeof SecurityPageForm>;
