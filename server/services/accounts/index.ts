export { type ClientInfo, logIn, register, requestPasswordReset, resendVerification, resetPassword, verifyEmail } from './accounts.ts';
export { deviceCookie, deviceCookieOf } from './known-devices.ts';
export {
  clearedSessionCookie,
  endAllSessions,
  endSession,
  isSecureRequest,
  openSession,
  renewedSessionCookie,
  sessionCookie,
  sessionFromRequest,
  setsSessionCookie,
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
export { staffMemberAnswer, staffSessionAnswer } from './staff-presenter.ts';
export { assertOwner, assertStaff } from './staff-access.ts';
