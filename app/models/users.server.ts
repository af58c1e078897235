/**
 * Users: registration rules, lookup by login, the public shape.
 * Validation returns message keys (auth.errors.*); the doors translate them.
 */
import { eq, or, sql } from "drizzle-orm";
import { z } from "zod";

import { hashPassword } from "~/auth/password.server";
import { MAX_PASSWORD, RESET_MIN_PASSWORD, SIGN_UP_MIN_PASSWORD, USERNAME_PATTERN } from "~/auth/rules";
import type { Database } from "~/db/client.server";
import { type LANGUAGES, POLITICAL_AFFILIATIONS } from "~/db/enums";
import { users, type User } from "~/db/schema";

export { SIGN_UP_MIN_PASSWORD, RESET_MIN_PASSWORD, MAX_PASSWORD };

/** A translation key and its values; the doors turn it into text in the visitor's language. */
export type Message = { key: string; values?: Record<string, string | number> };
export type FieldErrors = Partial<Record<string, Message>>;

/** The user as the API and the pages see them (never the password hash). */
export interface PublicUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: User["role"];
  isPremium: boolean;
  isExpert: boolean;
  verificationStatus: User["verificationStatus"];
  language: User["language"];
}

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isPremium: user.isPremium,
    isExpert: user.isExpert,
    verificationStatus: user.verificationStatus,
    language: user.language,
  };
}

export function displayName(user: Pick<User, "firstName" | "lastName" | "username">) {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: JSON.stringify({ key: "auth.errors.tooLong", values: { max } }) });
/** Missing or null counts as empty, so the required-field rule (not a type error) answers. */
const requiredText = (max: number) => z.preprocess((v) => (v == null ? "" : v), text(max));
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Everything a sign-up may carry. Variant A (email + profile) leaves out the username;
 * variant B (username, names, email) leaves out the profile.
 */
export const signUpSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  email: requiredText(254),
  username: optionalText(30),
  password: z.preprocess((v) => (v == null ? "" : v), z.string().max(MAX_PASSWORD)),
  confirmPassword: z.string().max(MAX_PASSWORD).optional(),
  phoneNumber: optionalText(30),
  dateOfBirth: optionalText(10),
  location: optionalText(100),
  occupation: optionalText(100),
  politicalAffiliation: optionalText(40),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export type RegisterResult = { ok: true; user: User } | { ok: false; formError: Message; fieldErrors: FieldErrors };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks a sign-up and creates the account. `requireUsername` for variant B. */
export async function registerUser(
  db: Database,
  raw: unknown,
  options: { requireUsername: boolean; language: User["language"]; country: string | null },
): Promise<RegisterResult> {
  const parsed = signUpSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      fieldErrors[field] ??= parseMessage(issue.message) ?? { key: "auth.errors.invalidValue" };
    }
    return { ok: false, formError: { key: "auth.errors.checkFields" }, fieldErrors };
  }
  const input = parsed.data;
  const fieldErrors: FieldErrors = {};

  const required = ["firstName", "lastName", "email", "password"] as const;
  for (const field of required) if (!input[field]) fieldErrors[field] = { key: "auth.errors.required" };
  if (options.requireUsername && !input.username) fieldErrors.username = { key: "auth.errors.required" };
  if (options.requireUsername && input.confirmPassword === undefined) {
    fieldErrors.confirmPassword = { key: "auth.errors.required" };
  }
  if (Object.keys(fieldErrors).length) {
    return { ok: false, formError: { key: "auth.errors.requiredFields" }, fieldErrors };
  }

  const email = input.email.toLowerCase();
  if (!EMAIL_PATTERN.test(email)) fieldErrors.email = { key: "auth.errors.emailInvalid" };
  if (input.username && !USERNAME_PATTERN.test(input.username)) {
    fieldErrors.username = { key: "auth.errors.usernameInvalid" };
  }
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    fieldErrors.confirmPassword = { key: "auth.errors.passwordsDoNotMatch" };
  } else if (input.password.length < SIGN_UP_MIN_PASSWORD) {
    fieldErrors.password = { key: "auth.errors.passwordTooShort", values: { min: SIGN_UP_MIN_PASSWORD } };
  }
  if (input.dateOfBirth && !isPastDate(input.dateOfBirth)) {
    fieldErrors.dateOfBirth = { key: "auth.errors.dateOfBirthInvalid" };
  }
  if (input.phoneNumber && !/^\+?[0-9 ()-]{6,30}$/.test(input.phoneNumber)) {
    fieldErrors.phoneNumber = { key: "auth.errors.phoneInvalid" };
  }
  const affiliation = input.politicalAffiliation;
  if (affiliation && !(POLITICAL_AFFILIATIONS as readonly string[]).includes(affiliation)) {
    fieldErrors.politicalAffiliation = { key: "auth.errors.invalidValue" };
  }
  if (Object.keys(fieldErrors).length) {
    const mismatch = fieldErrors.confirmPassword?.key === "auth.errors.passwordsDoNotMatch";
    const short = fieldErrors.password?.key === "auth.errors.passwordTooShort";
    const formError = mismatch ? fieldErrors.confirmPassword : short ? fieldErrors.password : undefined;
    return { ok: false, formError: formError ?? { key: "auth.errors.checkFields" }, fieldErrors };
  }

  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        eq(users.email, email),
        input.username ? sql`lower(${users.username}) = ${input.username.toLowerCase()}` : sql`0`,
      ),
    );
  if (taken.some((u) => u.email === email)) fieldErrors.email = { key: "auth.errors.emailTaken" };
  if (input.username && taken.some((u) => u.username.toLowerCase() === input.username?.toLowerCase())) {
    fieldErrors.username = { key: "auth.errors.usernameTaken" };
  }
  if (Object.keys(fieldErrors).length) {
    return {
      ok: false,
      formError: fieldErrors.email ?? fieldErrors.username ?? { key: "auth.errors.checkFields" },
      fieldErrors,
    };
  }

  const user = await insertUser(db, {
    username: input.username ?? (await freeUsername(db, email.split("@")[0] ?? "citizen")),
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    location: input.location,
    occupation: input.occupation,
    politicalAffiliation: affiliation as User["politicalAffiliation"],
    language: options.language,
    country: options.country,
  });
  if (!user) {
    // Lost a race with a concurrent sign-up for the same email or username.
    return {
      ok: false,
      formError: { key: "auth.errors.emailTaken" },
      fieldErrors: { email: { key: "auth.errors.emailTaken" } },
    };
  }
  return { ok: true, user };
}

export async function insertUser(db: Database, values: Omit<typeof users.$inferInsert, "id" | "createdAt">) {
  const [user] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...values })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/** A username based on `base` that nobody has yet. */
export async function freeUsername(db: Database, base: string): Promise<string> {
  const clean =
    base
      .normalize("NFKD")
      .replace(/[^a-zA-Z0-9._-]/g, "")
      .slice(0, 24)
      .toLowerCase() || "citizen";
  const stem = clean.length >= 3 ? clean : `${clean}user`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate}`)
      .limit(1);
    if (existing.length === 0) return candidate;
  }
  return `${stem}${crypto.randomUUID().slice(0, 8)}`;
}

/** The user whose email or username (any case) is `login`. */
export async function findUserByLogin(db: Database, login: string) {
  const value = login.trim().toLowerCase();
  if (!value) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), sql`lower(${users.username}) = ${value}`))
    .limit(1);
  return user ?? null;
}

export async function getUserById(db: Database, id: string) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

export async function setUserLanguage(db: Database, userId: string, language: (typeof LANGUAGES)[number]) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

function isPastDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getTime() < Date.now() && date.getUTCFullYear() > 1900;
}

function parseMessage(raw: string): Message | null {
  try {
    const value = JSON.parse(raw) as Message;
    return typeof value.key === "string" ? value : null;
  } catch {
    return null;
  }
}
