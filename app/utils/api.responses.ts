/**
 * The building blocks of the JSON API's response schemas (app/models/*.responses.ts): what the doors
 * answer, written as zod schemas for the OpenAPI contract (app/openapi) and the tests that check real
 * answers against it (tests/helpers/contract.ts). The doors never import them: they describe, they do
 * not shape, what the API answers (docs/decisions/0098-openapi-contract.md).
 */
import * as z from "~/utils/zod";

/** Every refusal: `{ error }`, a message in the caller's language (docs/api.md). */
export const errorSchema = z.strictObject({
  error: z.string().describe("What went wrong, in the caller's language."),
});

/** A moment, as ISO 8601 in UTC (`2026-11-23T10:15:00.000Z`). */
export const timestamp = z.iso.datetime({ offset: true });

/** A count or other whole number at least 0. */
export const count = z.number().int().min(0);

/** A percentage 0-100, null when there is nothing to count yet. */
export const percentage = z.number().min(0).max(100).nullable();

/** `{ success: true, message }`: done, and a sentence saying so in the caller's language. */
export const successMessageSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
});

/** `{ ok: true }`. */
export const okSchema = z.strictObject({ ok: z.literal(true) });
