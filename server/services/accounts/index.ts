export { type ClientInfo, type SignedIn, logIn, register, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './accounts.ts';
export { deviceCookie, deviceCookieOf } from './known-devices.ts';
export {
  accountIdOf,
  clearedSessionCookie,
  endAllSessions,
  endSession,
  isSecureRequest,
  openSession,
  renewedSessionCookie,
  sessionCookie,
  sessionFromRequest,
  setsSessionCookie,
  type Session,
  userFromRequest,
} from './sessions.ts';
export { listStaff, updateStaff } from './staff.ts';
export { inviteStaff, invitationByToken, listInvitations, resendInvitation, revokeInvitation } from './invitations.ts';
export { acceptInvitation } from './invitation-accept.ts';
export {
  announceOwnerSetup,
  hasOwner,
  isSetupTokenValid,
  ownerFromEnvironment,
  ownerFromEnvironmentLine,
  ownerSetupToken,
  setUpFirstOwner,
} from './owner-bootstrap.ts';
export { staffInvitationAnswer, staffListAnswer, staffMemberAnswer, staffSessionAnswer } from './staff-presenter.ts';
export { assertOwner, assertStaff } from './staff-access.ts';
export { assertRecentAuthentication, reauthenticate } from './reauth.ts';
export { assertTwoFactorSatisfied, changeSecuritySettings, readSecuritySettings } from './security-settings.ts';
export { completeTwoFactorLogin } from './two-factor-login.ts';
export { deleteUnconfirmedAccounts } from './unconfirmed.ts';
export {
  confirmEnrolment,
  disableMemberTwoFactor,
  disableOwnTwoFactor,
  pendingEnrolment,
  regenerateRecoveryCodes,
  resealTwoFactorSecrets,
  staffWithTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.ts';
export { clearedPendingLoginCookie, pendingLoginCookie, pendingLoginCookieOf } from './login-token.ts';
export { changePassword, confirmEmailChange, currentPasswordMatches, requestEmailChange } from './credentials.ts';
export { changeProfile, readProfile } from './profile.ts';
export { passwordHasher } from './password-hash.ts';
export { addAddress, deleteAddress, listAddresses, makeDefaultAddress, replaceAddress } from './address-book.ts';
export { presentAddressBook, presentProfile, presentSavedAddress } from './me-presenter.ts';
export { readNewsletterConsent, switchNewsletter } from './newsletter-switch.ts';
export { readSizeSystem, saveSizeSystem } from './size-system.ts';
