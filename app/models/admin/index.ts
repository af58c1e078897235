/**
 * The admin domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export {
  adminSignInSchema,
  apiUserListQuerySchema,
  bulkFormSchema,
  bulkRoleFormSchema,
  bulkVerificationSchema,
  readUserListQuery,
  reviewFormSchema,
  verificationInputSchema,
} from "./users.schema";
export {
  type AdminUserRecord,
  getAdminUser,
  listAdminUsers,
  listAdminUsersForApi,
  loadUserDashboard,
  type PageCursor,
  type TabCounts,
  toApiAdminUser,
  toVerificationUser,
  userListHeaders,
  type UserTotals,
  VERIFICATION_PAGE_SIZE,
} from "./users.server";
