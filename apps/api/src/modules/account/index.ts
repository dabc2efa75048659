/**
 * SEAM-1: the face of the account module (the user row (profile, role, balance and its ledger), sessions, mailed tokens and passwords: the identity store that auth signs people into).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { changeBalance, countBalanceChanges } from './balance-changes.ts';
export { blockCustomer, findCustomer } from './customers.ts';
export { assertUncommonPassword } from './common-passwords.ts';
export { type LedgerFilter, type LedgerReason, type LedgerRow, balanceAt, balanceOf, ledgerOf, moveBalance, movedFor } from './ledger.ts';
export { ensureOperator } from './operator-account.ts';
export { linkSteamId } from './steam-link.ts';
export { checkPassword, hashPassword } from './passwords.ts';
export { type EmailChangeRequest, issueEmailChangeToken } from './email-change.ts';
export { getProfile, saveProfile } from './service.ts';
export { findStaffMember, listStaffMembers, lockOwnerIds } from './staff-members.ts';
export { type UserStanding, setUserRole } from './user-role.ts';
export { rememberDevice } from './known-devices.ts';
export { RECENT_PROOF_MS, type SessionProof, assertReauthenticated } from './reauth.ts';
export { CHALLENGE_MAX_ATTEMPTS, CHALLENGE_TTL_MS, consumeSignInChallenge, countWrongCode, createSignInChallenge, findSignInChallenge } from './sign-in-challenges.ts';
export { acceptSecondFactor, disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorOn, twoFactorStatus } from './two-factor.ts';
export { type SessionLifetime, createSession, deleteSession, endUserSession, listUserSessions, lookupSession, revokeUserSessions } from './sessions.ts';
export { consumeAuthToken, findAuthToken, hashToken, issueAuthToken, newToken } from './tokens.ts';
export {
  type MailRecipient,
  type SessionUser,
  type UserRow,
  createUser,
  emailTaken,
  emailsByUserId,
  mailRecipientsById,
  findOrCreateSteamUser,
  findUserByEmail,
  findUserById,
  findUserBySteamId,
  markEmailVerified,
  operatorRecipients,
  rememberLanguage,
  setPasswordHash,
  saveFirstTradeLink,
  tradeLinkWrite,
  tradeLinksByUserId,
  userIdsWithEmailLike,
} from './users.ts';
export { accountPersonalData, eraseAccountPersonalData, lockUserForErasure } from './personal-data.ts';
