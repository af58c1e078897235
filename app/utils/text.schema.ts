/**
 * The one schema for text people type (app/utils/text.ts): well-formed Unicode, bidirectional
 * controls removed, trimmed, and, when required, something visible in it. Every free-text field
 * of every form and API body is built from `humanText` or `optionalHumanText`.
 *
 * One string schema with refinements, then the transform: Conform coerces every string schema it
 * finds (an empty field becomes "absent"), so a second string schema behind a pipe would lose its
 * messages.
 */
import * as z from "~/utils/zod";

import { isOnlyInvisible, isWellFormedText, removeBidiControls } from "./text";

interface HumanTextOptions {
  max: number;
  /** Message when missing or only invisible (required fields). */
  required?: string;
  /** Message over the maximum ({{max}}); default validation.tooLong. */
  tooLong?: string;
}

const clean = (value: string) => removeBidiControls(value).trim();

/** Required text: at least one visible character, at most `max` once cleaned. */
export function humanText({ max, required = "validation.required", tooLong = "validation.tooLong" }: HumanTextOptions) {
  return z
    .string({ error: required })
    .refine(isWellFormedText, { message: "validation.malformedText", abort: true })
    .refine((value) => !isOnlyInvisible(clean(value)), { message: required, abort: true })
    .refine((value) => clean(value).length <= max, { message: tooLong, params: { max } })
    .transform(clean);
}

/** Optional text: empty, invisible or absent is null. */
export function optionalHumanText({ max, tooLong = "validation.tooLong" }: Omit<HumanTextOptions, "required">) {
  return z
    .string()
    .refine(isWellFormedText, { message: "validation.malformedText", abort: true })
    .refine((value) => clean(value).length <= max, { message: tooLong, params: { max } })
    .transform((value) => (isOnlyInvisible(clean(value)) ? null : clean(value)))
    .nullish()
    .transform((value) => value ?? null);
}
