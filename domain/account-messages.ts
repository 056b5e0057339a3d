/**
 * What the account pages and the API say, without the forms' schemas: no zod here, so the account
 * pages show these words without loading zod. domain/schemas/account.ts checks the forms with them
 * and re-exports them.
 */
import { EMAIL_MESSAGES } from './email.ts';

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordNeedsLetter: 'Password must contain at least one letter',
  passwordNeedsNumber: 'Password must contain at least one number',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  acceptTerms: 'You must accept the terms and conditions',
  nameTooLong: 'Names must be at most 60 characters',
  accountCreated: 'Account created',
  emailTaken: 'An account with this email already exists.',
  loginEmailRequired: 'email is required',
  loginSucceeded: 'Login successful!',
  loginRefused: 'Invalid email or password.',
  loggedOut: 'Logged out',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  forgotEmailRequired: 'Please enter your email in the email field.',
  resetLinkSent: 'Password reset link sent to your email.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordTooCommon: 'This password is one of the most common ones and easy to guess. Please choose another.',
  verifyLinkInvalid: 'This confirmation link is invalid or has expired.',
  emailVerified: 'Thank you: your e-mail address is confirmed.',
  verificationSent: 'We sent a new confirmation link to your e-mail address.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  loggedOutEverywhere: 'You are logged out on every device.',
  // The shopper's account page and /api/me (decision record 041).
  detailsSaved: 'Your details are saved.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Your current password is not right.',
  passwordChanged: 'Your password is changed. Every other device you were logged in on is logged out.',
  emailUnchanged: 'This is already your e-mail address.',
  emailChangeSent: (email: string) => `We sent a link to ${email}. Your e-mail address changes when you open it (within 24 hours).`,
  emailChangeLinkInvalid: 'This link to change your e-mail address is invalid or has expired.',
  emailChangeTaken: 'This address already belongs to another account, so your e-mail address stays as it was.',
  emailChanged: 'Your e-mail address is changed.',
} as const;
