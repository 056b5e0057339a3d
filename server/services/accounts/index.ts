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
export { staffInvitationAnswer, staffMemberAnswer, staffSessionAnswer } from './staff-presenter.ts';
export { assertOwner, assertStaff } from './staff-access.ts';
