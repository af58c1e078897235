/**
 * The accounts domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { deleteExpiredPaymentRecords, exportAccount, exportFileName } from "./account-data.server";
export {
  deleteAccountSchema,
  emailChangeSchema,
  emailSettingsSchema,
  languageChoiceSchema,
  linkSchema,
  notificationIdSchema,
  passwordChangeSchema,
  profileSchema,
  sessionSchema,
  unlinkSchema,
} from "./account-settings.schema";
export {
  changePassword,
  deleteAccount,
  endOtherSessions,
  endSessionOf,
  linkedProviders,
  linkProvider,
  listSessions,
  pendingEmailChange,
  proveIdentity,
  type Refusal,
  type SessionView,
  requestEmailChange,
  unlinkProvider,
  updateProfile,
} from "./account-settings.server";
export { confirmEmail, resendConfirmation, sendConfirmation } from "./email-confirmation.server";
export { requestPasswordReset, resetPassword, resetTokenUsable } from "./password-resets.server";
export {
  clearThrottle,
  deleteOldRateLimits,
  isOverLimit,
  LIMITS,
  type Reservation,
  reserve,
  throttle,
  tooManyAttempts,
} from "./rate-limits.server";
export {
  currentSessionId,
  deleteExpiredSessions,
  endSession,
  getSessionUser,
  newSessionRow,
  SESSION_COOKIE,
  SessionRefused,
  signOutHeaders,
  startSession,
  userOfSessionToken,
} from "./sessions.server";
export { claimHandover, deleteSession, HANDOVER_TTL_MS, insertSession } from "./session-proof.server";
export {
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  type SignUpData,
  signUpFormError,
  signUpSchema,
  signUpWithUsernameSchema,
} from "./users.schema";
export {
  createFirstAdmin,
  type ExternalProfile,
  findOrCreateExternalUser,
  findUserByLogin,
  registerUser,
  setUserLanguage,
  setUserRole,
  setVerificationStatus,
  toPublicUser,
  type UserChangeResult,
} from "./users.server";
export * from "./account-data.responses";
export * from "./users.responses";
