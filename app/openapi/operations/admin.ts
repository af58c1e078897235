/** The contract of the admin doors (docs/api.md "Admin", docs/admin.md). */
import {
  adminSignInSchema,
  apiUserListQuerySchema,
  bulkVerificationSchema,
  verificationInputSchema,
} from "~/models/admin";
import { okSchema } from "~/utils/api.responses";
import {
  adminUserSchema,
  bulkVerificationChangedSchema,
  directoryUserSchema,
  verificationChangedSchema,
  verificationUserSchema,
} from "~/models/accounts";
import * as z from "~/utils/zod";

import { common, PARAMS, refusal, SETS_SESSION, type ApiHeader, type ApiOperation } from "../define";

const LIST_HEADERS: Record<string, ApiHeader> = {
  "X-Total-Count": { description: "How many users match.", schema: { type: "integer" } },
  "X-Next-Cursor": { description: "The next page's `before` (absent on the last page)." },
};

const listQuery = apiUserListQuerySchema.omit({ tab: true });

const adminOnly = { 401: common.unauthorized, 403: refusal("Not an admin, or a cross-site request.") };

export const adminOperations: ApiOperation[] = [
  {
    file: "api.admin.login.ts",
    method: "post",
    path: "/api/admin/login",
    operationId: "adminLogin",
    tag: "admin",
    summary: "Sign in as an admin",
    description: "The username may be an e-mail address. The same sign-in as /admin's form.",
    access: "public",
    body: adminSignInSchema,
    responses: {
      200: { description: "Signed in.", schema: okSchema, headers: SETS_SESSION },
      400: refusal("A field is missing."),
      401: refusal("'Invalid admin credentials' (also for accounts that are not admins)."),
      429: common.tooMany,
    },
  },
  {
    file: "api.admin.logout.ts",
    method: "post",
    path: "/api/admin/logout",
    operationId: "adminLogout",
    tag: "admin",
    summary: "Sign out",
    description: "Ends the session on the server; the same answer without one.",
    access: "public",
    responses: { 200: { description: "Signed out, the cookie cleared.", schema: okSchema } },
  },
  {
    file: "api.admin.users.ts",
    method: "get",
    path: "/api/admin/users",
    operationId: "adminUsers",
    tag: "admin",
    summary: "Users, newest first, in keyset pages",
    description:
      "Ask for the next page with `before` = the answer's `X-Next-Cursor` and the same `q`, `status` and `limit`; `after` reads the page of newer users. A malformed cursor is ignored (the first page).",
    access: "admin",
    query: listQuery,
    responses: {
      200: { description: "A page of users.", schema: z.array(adminUserSchema), headers: LIST_HEADERS },
      ...adminOnly,
    },
  },
  {
    file: "api.users.ts",
    method: "get",
    path: "/api/users",
    operationId: "userDirectory",
    tag: "admin",
    summary: "The user directory",
    access: "admin",
    query: z.object({ q: z.string().optional().describe("Search by name or e-mail.") }),
    responses: { 200: { description: "The users.", schema: z.array(directoryUserSchema) }, ...adminOnly },
  },
  {
    file: "api.users.verification.ts",
    method: "get",
    path: "/api/users/verification",
    operationId: "verificationUsers",
    tag: "admin",
    summary: "Users to verify, newest first, in keyset pages",
    description: "Paged as `GET /api/admin/users`.",
    access: "admin",
    query: listQuery,
    responses: {
      200: { description: "A page of users.", schema: z.array(verificationUserSchema), headers: LIST_HEADERS },
      ...adminOnly,
    },
  },
  {
    file: "api.users.verification.ts",
    method: "patch",
    path: "/api/users/verification",
    operationId: "bulkVerification",
    tag: "admin",
    summary: "Set one verification status on many users",
    description: "All of them or none; each change writes its audit entry and notifies the user, in one D1 batch.",
    access: "admin",
    body: bulkVerificationSchema,
    responses: {
      200: { description: "Changed.", schema: bulkVerificationChangedSchema },
      400: common.badInput,
      ...adminOnly,
      404: refusal("An id is unknown: nothing changed."),
    },
  },
  {
    file: "api.users.$userId.verification.ts",
    method: "patch",
    path: "/api/users/{userId}/verification",
    operationId: "setVerification",
    tag: "admin",
    summary: "Set a user's verification status",
    description: "Writes its audit entry and notifies the user, in one D1 batch.",
    access: "admin",
    params: { userId: PARAMS.userId },
    body: verificationInputSchema,
    responses: {
      200: { description: "The user's verification record.", schema: verificationChangedSchema },
      400: common.badInput,
      ...adminOnly,
      404: refusal("No such user."),
      409: refusal("The account's e-mail is not confirmed: it cannot be verified (docs/accounts.md)."),
    },
  },
];
