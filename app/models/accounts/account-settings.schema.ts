/**
 * The settings forms and the account's JSON doors: one schema each, with message keys
 * (app/utils/validation.server.ts). The profile follows the sign-up's rules (users.schema.ts).
 */
import * as z from "~/utils/zod";

import { MAX_PASSWORD } from "~/utils/account-rules";
import { LANGUAGES, NOTIFICATION_KINDS } from "~/db/enums";

import { recordId } from "~/utils/id.schema";
import { emailSchema, newPasswordSchema, profileFields, usernameSchema } from "./users.schema";

const REQUIRED = "auth.errors.required";

/** Accounts without a password prove it is them by signing in again with their provider instead. */
const optionalCurrentPassword = z.string().max(MAX_PASSWORD, "auth.errors.tooLong").optional();

export const profileSchema = z.object({
  ...profileFields,
  username: usernameSchema,
  language: z.enum(LANGUAGES, { error: "auth.errors.invalidValue" }),
});
export type ProfileData = z.output<typeof profileSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: optionalCurrentPassword,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(MAX_PASSWORD, "auth.errors.tooLong"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "auth.errors.passwordsDoNotMatch",
  });
export type PasswordChangeData = z.output<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  email: emailSchema,
  currentPassword: optionalCurrentPassword,
});
export type EmailChangeData = z.output<typeof emailChangeSchema>;

export const sessionSchema = z.object({ sessionId: z.string({ error: REQUIRED }).regex(/^[0-9a-f]{64}$/, REQUIRED) });

/** One checkbox per kind of notification: ticked, it also arrives by e-mail. */
export const emailSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().default(false)])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const notificationIdSchema = z.object({ notificationId: recordId });

/** Linking a provider from the settings: the current password first (none for an account without one). */
export const linkSchema = z.object({ currentPassword: optionalCurrentPassword });

export const unlinkSchema = z.object({
  provider: z.string({ error: REQUIRED }).min(1, REQUIRED).max(300),
  subject: z.string({ error: REQUIRED }).min(1, REQUIRED).max(300),
});

export const deleteAccountSchema = z.object({
  password: optionalCurrentPassword,
  /** The box saying "I understand this cannot be undone". */
  confirm: z
    .boolean({ error: "account.delete.errors.confirm" })
    .refine((ticked) => ticked, "account.delete.errors.confirm"),
});
export type DeleteAccountData = z.output<typeof deleteAccountSchema>;

/** The language menu's POST (routes/language.ts): the language, and the page to go back to. */
export const languageChoiceSchema = z.object({
  lng: z.enum(LANGUAGES, { error: "auth.errors.invalidValue" }),
  redirectTo: z.string().max(2_000).optional(),
});
