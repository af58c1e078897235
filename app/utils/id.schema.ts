/** An id sent back by a form (a debate, a comment …): ours are UUIDs and the seed's, letters, digits, "_" and "-". */
import * as z from "~/utils/zod";

export const recordId = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .regex(/^[\w-]{1,64}$/, "validation.invalid");
