/**
 * The admin area's inputs about users: the dashboard's and the API's list query (search, tab,
 * keyset cursor), and a verification change for one user or many.
 */
import * as z from "~/utils/zod";

import { ROLES, VERIFICATION_STATUSES } from "~/db/enums";

import { recordId } from "~/utils/id.schema";
import { searchText } from "~/utils/search.schema";
import { keysetCursor } from "~/utils/keyset";
import { USER_TABS } from "./rules";
import { signInSchema } from "~/models/accounts";

/** The most users one bulk change may name (one page of the dashboard is well below it). */
const MAX_BULK_USERS = 100;

/**
 * A list's address (?q=&tab=&before=|after=): anything odd falls back to the default, never an
 * error, except a search longer than SEARCH_MAX (refused: search.schema.ts). `before` continues
 * after the last user shown (older users: Next), `after` goes back before the first user shown
 * (newer users: Previous); both are keyset cursors (keyset.ts).
 */
export const userListQuerySchema = z.object({
  q: searchText.optional(),
  tab: z.enum(USER_TABS).default("all").catch("all"),
  before: keysetCursor,
  after: keysetCursor,
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * A page's list address: the query, and whether its search was refused (too long; the page then
 * lists as if nothing were searched, and says why beside the search box).
 */
export function readUserListQuery(params: URLSearchParams): { query: UserListQuery; searchRefused: boolean } {
  const input = Object.fromEntries(params);
  const parsed = userListQuerySchema.safeParse(input);
  if (parsed.success) return { query: parsed.data, searchRefused: false };
  return { query: userListQuerySchema.parse({ ...input, q: undefined }), searchRefused: true };
}

/** The API's list query: the same, plus `limit` (at most 500 a page) and `status` for the tab. */
export const apiUserListQuerySchema = userListQuerySchema.extend({
  status: z.enum(VERIFICATION_STATUSES).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(500).default(100).catch(100),
});

const status = z.enum(VERIFICATION_STATUSES, { error: "admin.errors.status" });

/** PATCH /api/users/{id}/verification. */
export const verificationInputSchema = z.object({ verificationStatus: status });

/** One status for many users (the dashboard's bulk bar, PATCH /api/users/verification). */
export const bulkVerificationSchema = z.object({
  verificationStatus: status,
  userIds: z
    .array(recordId, { error: "admin.errors.noneSelected" })
    .min(1, "admin.errors.noneSelected")
    .max(MAX_BULK_USERS, "admin.errors.tooMany"),
});

/** The dashboard's bulk form: `status`, the checked `userId` boxes, and `confirmed` for a rejection. */
export const bulkFormSchema = z.object({
  status,
  userId: z
    .array(recordId, { error: "admin.errors.noneSelected" })
    .min(1, "admin.errors.noneSelected")
    .max(MAX_BULK_USERS, "admin.errors.tooMany"),
  confirmed: z.literal("yes").optional(),
});

/** The Review dialog's buttons (/admin/verification/{id}): Approve, Reject or Set Pending for that one user, and `confirmed` for a rejection. */
export const reviewFormSchema = z.object({ status, confirmed: bulkFormSchema.shape.confirmed });

/** The dashboard's role buttons: `role`, the checked `userId` boxes, and `confirmed` for making admins. */
export const bulkRoleFormSchema = z.object({
  role: z.enum(ROLES, { error: "admin.errors.role" }),
  userId: bulkFormSchema.shape.userId,
  confirmed: z.literal("yes").optional(),
});

/** The admin sign-in (/admin, POST /api/admin/login): the sign-in's own rules, named as the spec names them. */
export const adminSignInSchema = z.object({
  username: signInSchema.shape.login,
  password: signInSchema.shape.password,
});
