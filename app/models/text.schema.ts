/**
 * The one schema for text people type (app/models/text.ts): well-formed Unicode, bidirectional
 * controls removed, trimmed, and, when required, something visible in it. Every free-text field
 * of every form and API body is built from `humanText`.
 */
import { z } from "zod";

import { isOnlyInvisible, isWellFormedText, removeBidiControls } from "./text";

export interface HumanTextOptions {
  max: number;
  /** Message when missing or only invisible (required fields). */
  required?: string;
  /** Message over the maximum; default validation.tooLong. */
  tooLong?: string;
}

/** Required text: at least one visible character, at most `max`. */
export function humanText({ max, required = "validation.required", tooLong = "validation.tooLong" }: HumanTextOptions) {
  return z
    .string({ error: required })
    .refine(isWellFormedText, "validation.malformedText")
    .transform((value) => removeBidiControls(value).trim())
    .pipe(
      z
        .string()
        .min(1, required)
        .max(max, tooLong)
        .refine((value) => !isOnlyInvisible(value), required),
    );
}

/** Optional text: empty (or absent) is null. */
export function optionalHumanText({ max, tooLong = "validation.tooLong" }: Omit<HumanTextOptions, "required">) {
  return z
    .string()
    .refine(isWellFormedText, "validation.malformedText")
    .transform((value) => removeBidiControls(value).trim())
    .pipe(z.string().max(max, tooLong))
    .nullish()
    .transform((value) => (value && !isOnlyInvisible(value) ? value : null));
}
