/**
 * The account forms and their JSON doors: sign-up (variants A and B), sign-in, forgot and
 * reset password. One schema each, with message keys (app/utils/validation.server.ts).
 */
import * as z from "~/utils/zod";

import { POLITICAL_AFFILIATIONS } from "~/db/enums";
import {
  EMAIL_PATTERN,
  MAX_PASSWORD,
  RESET_MIN_PASSWORD,
  SIGN_UP_MIN_PASSWORD,
  USERNAME_PATTERN,
} from "~/utils/account-rules";
import type { FieldErrors, Message } from "~/utils/message";

import { humanText, optionalHumanText } from "~/utils/text.schema";

const PHONE_PATTERN = /^\+?[0-9 ()-]{6,30}$/;

const REQUIRED = "auth.errors.required";
const requiredText = (max: number) => humanText({ max, required: REQUIRED, tooLong: "auth.errors.tooLong" });
/** Empty counts as not given (null). */
const optionalText = (max: number) => optionalHumanText({ max, tooLong: "auth.errors.tooLong" });

export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(254, "auth.errors.tooLong")
  .regex(EMAIL_PATTERN, "auth.errors.emailInvalid");

function isPastDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getTime() < Date.now() && date.getUTCFullYear() > 1900;
}

/** A username, same rules at sign-up and in settings. */
export const usernameSchema = requiredText(30).refine((v) => USERNAME_PATTERN.test(v), "auth.errors.usernameInvalid");

/** The profile a citizen fills in at sign-up and corrects in settings. */
export const profileFields = {
  firstName: requiredText(80),
  lastName: requiredText(80),
  phoneNumber: optionalText(30).refine((v) => v === null || PHONE_PATTERN.test(v), "auth.errors.phoneInvalid"),
  dateOfBirth: optionalText(10).refine((v) => v === null || isPastDate(v), "auth.errors.dateOfBirthInvalid"),
  location: optionalText(100),
  occupation: optionalText(100),
  politicalAffiliation: z
    .enum(POLITICAL_AFFILIATIONS, { error: "auth.errors.invalidValue" })
    .nullish()
    .transform((v) => v ?? null),
};

/** A new password (reset, settings): at least 8 characters. */
export const newPasswordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(RESET_MIN_PASSWORD, "auth.errors.passwordTooShort")
  .max(MAX_PASSWORD, "auth.errors.tooLong");

const signUpFields = {
  ...profileFields,
  email: emailSchema,
  username: optionalText(30).refine((v) => v === null || USERNAME_PATTERN.test(v), "auth.errors.usernameInvalid"),
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(SIGN_UP_MIN_PASSWORD, "auth.errors.passwordTooShort")
    .max(MAX_PASSWORD, "auth.errors.tooLong"),
  confirmPassword: z.string().max(MAX_PASSWORD, "auth.errors.tooLong").optional(),
};

const passwordsMatch = (v: { password: string; confirmPassword?: string | null }) =>
  v.confirmPassword === undefined || v.confirmPassword === null || v.confirmPassword === v.password;
const mismatch = { path: ["confirmPassword"], message: "auth.errors.passwordsDoNotMatch" };

/** Variant A (e-mail and profile; a username is made from the e-mail when none is given). */
export const signUpSchema = z.object(signUpFields).refine(passwordsMatch, mismatch);

/** Variant B (POST /api/auth/register): username and confirmation required. */
export const signUpWithUsernameSchema = z
  .object({
    ...signUpFields,
    username: usernameSchema,
    confirmPassword: z.string({ error: REQUIRED }).min(1, REQUIRED).max(MAX_PASSWORD, "auth.errors.tooLong"),
  })
  .refine(passwordsMatch, mismatch);

export type SignUpData = z.output<typeof signUpSchema>;

/**
 * The message over a refused sign-up (SPEC.md section 5): required fields missing first,
 * then passwords that differ, then a short password, else "check the fields".
 */
export function signUpFormError(fields: FieldErrors): Message {
  const keys = Object.values(fields).map((m) => m?.key);
  if (keys.includes(REQUIRED)) return { key: "auth.errors.requiredFields" };
  if (fields.confirmPassword?.key === "auth.errors.passwordsDoNotMatch") return fields.confirmPassword;
  if (fields.password?.key === "auth.errors.passwordTooShort") return fields.password;
  return fields.email ?? fields.username ?? { key: "auth.errors.checkFields" };
}

/** Sign-in: an e-mail or a username, and a password. */
export const signInSchema = z.object({
  login: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(254, "auth.errors.tooLong"),
  password: z.string({ error: REQUIRED }).min(1, REQUIRED).max(1024, "auth.errors.tooLong"),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "reset.errors.invalidLink" }).trim().min(1, "reset.errors.invalidLink").max(200),
    password: z
      .string({ error: "reset.errors.bothRequired" })
      .min(1, "reset.errors.bothRequired")
      .min(RESET_MIN_PASSWORD, "auth.errors.passwordTooShort")
      .max(MAX_PASSWORD, "auth.errors.tooLong"),
    confirmPassword: z.string({ error: "reset.errors.bothRequired" }).min(1, "reset.errors.bothRequired"),
  })
  .refine((v) => v.password === v.confirmPassword, mismatch);
