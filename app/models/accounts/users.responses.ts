/**
 * What the account, directory and verification doors answer (docs/api.md "Accounts", "Admin"), for
 * the OpenAPI contract and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { LANGUAGES, POLITICAL_AFFILIATIONS, ROLES, VERIFICATION_STATUSES } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

/** A user as the API shows them to themselves (toPublicUser): never a password hash. */
export const publicUserSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  isPremium: z.boolean(),
  isExpert: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  emailConfirmed: z.boolean(),
  language: z.enum(LANGUAGES),
});

/** 201 of both sign-up doors. */
export const signUpResultSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
});

/** A refused sign-up: the form's message and one message per field (none when the body could not be read). */
export const signUpRefusedSchema = z.strictObject({
  error: z.string(),
  fieldErrors: z
    .record(z.string(), z.string())
    .optional()
    .describe("A message per field that was refused; absent when the body could not be read."),
});

/** 200 of both sign-in doors (the session cookie comes with it). */
export const signInResultSchema = z.strictObject({ success: z.literal(true), user: publicUserSchema });

/** GET /api/users: the admins' user directory. */
export const directoryUserSchema = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  totalComments: count,
  reputation: z.number(),
  createdAt: timestamp,
  isActive: z.boolean(),
});

const affiliation = z.enum(POLITICAL_AFFILIATIONS).nullable();

/** GET /api/admin/users: one user as the admin dashboard lists them. */
export const adminUserSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  emailConfirmed: z.boolean(),
  totalVotes: count,
  totalComments: count,
  occupation: z.string().nullable(),
  politicalAffiliation: affiliation,
  createdAt: timestamp,
});

/** GET /api/users/verification, and the `user` of a verification change. */
export const verificationUserSchema = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  politicalAffiliation: affiliation,
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  emailConfirmed: z.boolean(),
  createdAt: timestamp,
});

/** PATCH /api/users/{userId}/verification. */
export const verificationChangedSchema = z.strictObject({ ok: z.literal(true), user: verificationUserSchema });

/** PATCH /api/users/verification. */
export const bulkVerificationChangedSchema = z.strictObject({
  ok: z.literal(true),
  changed: count.describe("How many users' status changed (those already in it are not counted)."),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  skipped: count.describe(
    "How many were left as they were: their e-mail is not confirmed, so they cannot be verified.",
  ),
  unconfirmed: z.array(z.string()).optional().describe("The ids of those left as they were (when any)."),
  notice: z.string().optional().describe("Why they were left, in the caller's language (when any)."),
});
