/**
 * Account forms (their messages are in domain/account-messages.ts). The register, login, forgot and reset
 * pages validate with these schemas and the API checks the same ones again, so a client that
 * skips the form gets the same words.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailAddress } from './email.ts';
import { singleLine } from './text.ts';
import { PhoneText } from './phone.ts';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';

// The messages, the account's public shape and its name are defined without zod (domain/account-messages.ts,
// domain/account.ts), so pages show them without loading these schemas; the schemas' readers may import them from here.
export { ACCOUNT_MESSAGES };
export { fullName, type PublicUser } from '../account.ts';

/** At least 8 characters. The upper bound keeps hashing cheap for hostile input. */
const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const NAME_MAX_LENGTH = 60;

const M = ACCOUNT_MESSAGES;

/** A required one-line field: `field` names it in the control-character message (domain/schemas/text.ts). */
const requiredText = (field: string, message: string) => singleLine(field, message).trim().min(1, message);

const personName = (field: string, required: string) => requiredText(field, required).max(NAME_MAX_LENGTH, M.nameTooLong);

export const Email = emailAddress(M.emailInvalid);

/**
 * The registration password rules, shared by registration and password reset. An
 * empty password is only "required"; otherwise each broken rule is named.
 */
export const NewPassword = z.string({ message: M.passwordRequired }).superRefine((password, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (password === '') return fail(M.passwordRequired);
  if (password.length < PASSWORD_MIN_LENGTH) fail(M.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) fail(M.passwordTooLong);
  if (!/\p{L}/u.test(password)) fail(M.passwordNeedsLetter);
  if (!/\p{Nd}/u.test(password)) fail(M.passwordNeedsNumber);
});

/** The token of an e-mailed link: base64url, as the shop makes them; anything else is simply an invalid link. */
export const linkToken = (invalid: string) =>
  z
    .string({ message: invalid })
    .trim()
    .min(1, invalid)
    .max(200, invalid)
    .regex(/^[\w-]+$/, invalid);

const ConfirmPassword = z.string({ message: M.confirmPasswordRequired }).min(1, M.confirmPasswordRequired);

/** 'Passwords must match' is checked whenever both are filled in, even when another field is wrong. */
function passwordsMatch<T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: M.passwordsMustMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.confirmPassword === 'string' && value.confirmPassword !== '';
    },
  });
}

export const RegisterInput = passwordsMatch(
  z.object({
    firstName: personName('First name', M.firstNameRequired),
    lastName: personName('Last name', M.lastNameRequired),
    email: Email,
    password: NewPassword,
    confirmPassword: ConfirmPassword,
    // The form has no checkbox, so an absent value counts as accepted.
    acceptTerms: z
      .boolean({ message: M.acceptTerms })
      .default(true)
      .refine((accepted) => accepted, M.acceptTerms),
  }),
);
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  // The login form only checks presence; a malformed address is simply refused.
  email: requiredText('Email', M.loginEmailRequired).max(EMAIL_MAX_LENGTH, M.loginRefused),
  password: z.string({ message: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.loginRefused),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ForgotPasswordInput = z.object({
  email: requiredText('Email', M.forgotEmailRequired).max(EMAIL_MAX_LENGTH, M.forgotEmailRequired),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = passwordsMatch(
  z.object({
    token: linkToken(M.resetLinkInvalid),
    password: NewPassword,
    confirmPassword: ConfirmPassword,
  }),
);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** A link from a verification e-mail. */
export const VerifyEmailInput = z.object({
  token: linkToken(M.verifyLinkInvalid),
});
export type VerifyEmailInput = z.infer<typeof VerifyEmailInput>;

/** The account page's name and phone, and `PATCH /api/me`: a field left out stays as it is. */
export const ProfileInput = z.object({
  firstName: personName('First name', M.firstNameRequired).optional(),
  lastName: personName('Last name', M.lastNameRequired).optional(),
  phone: PhoneText.optional().meta({ description: 'Empty: none' }),
});
export type ProfileInput = z.infer<typeof ProfileInput>;

/** The password the person types to prove it is them (a wrong one is refused by the server, naming the field). */
const CurrentPassword = z.string({ message: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, M.currentPasswordWrong);

/** A new password for a logged-in shopper: the current one first, then the new one twice, with the registration's rules. */
export const ChangePasswordInput = passwordsMatch(
  z.object({
    currentPassword: CurrentPassword,
    password: NewPassword,
    confirmPassword: ConfirmPassword,
  }),
);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** A new e-mail address for the account, with the current password: the address changes once the link mailed to it is opened. */
export const ChangeEmailInput = z.object({
  email: Email,
  password: CurrentPassword,
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;

/** The link mailed to the new address of an e-mail change. */
export const ConfirmEmailChangeInput = z.object({
  token: linkToken(M.emailChangeLinkInvalid),
});
export type ConfirmEmailChangeInput = z.infer<typeof ConfirmEmailChangeInput>;

/** The logout page's two buttons: this browser's session (the form names no intent), or every session of the account. */
export const LogoutForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('here').default('here') }),
  z.object({ intent: z.literal('everywhere') }),
]);
