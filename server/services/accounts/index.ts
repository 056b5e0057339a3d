export { type ClientInfo, type SignedIn, logIn, register, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './accounts.ts';
export { deviceCookie, deviceCookieOf } from './known-devices.ts';
export {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  isSecureRequest,
  openSession,
  sessionCookie,
  sessionFromRequest,
  type Session,
  userFromRequest,
} from './sessions.ts';
export {
  acceptInvitation,
  ensureOwner,
  hasOwner,
  inviteStaff,
  invitedMember,
  isSetupTokenValid,
  listStaff,
  ownerSetupToken,
  setUpFirstOwner,
  updateStaff,
} from './staff.ts';
export { staffListAnswer, staffMemberAnswer, staffSessionAnswer } from './staff-presenter.ts';
export { assertOwner, assertStaff } from './staff-access.ts';
export { assertRecentAuthentication, reauthenticate } from './reauth.ts';
export { assertTwoFactorSatisfied, changeSecuritySettings, readSecuritySettings } from './security-settings.ts';
export { completeTwoFactorLogin } from './two-factor-login.ts';
export {
  confirmEnrolment,
  disableMemberTwoFactor,
  disableOwnTwoFactor,
  pendingEnrolment,
  regenerateRecoveryCodes,
  staffWithTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from './two-factor.ts';
export { clearedPendingLoginCookie, pendingLoginCookie, pendingLoginCookieOf } from './login-token.ts';
