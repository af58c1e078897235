/** The inputs of a debate's embed (docs/embed.md): its forms, its sign-in window, and the oEmbed query. */
import * as z from "~/utils/zod";

import { POSITIONS } from "~/db/enums";
import { SUPPORTED_LANGUAGES } from "~/i18n/config";

import { recordId } from "~/utils/id.schema";

const position = z.enum(POSITIONS, { error: "votes.errors.position" });
const csrf = z.string({ error: "embed.errors.expiredForm" }).max(100, "embed.errors.expiredForm");

/** The embed's forms, told apart by `intent`. */
export const embedFormSchema = z.discriminatedUnion(
  "intent",
  [
    // The first step of a vote: a side chosen (the answer asks to confirm it).
    z.object({ intent: z.literal("choose"), position, csrf }),
    // The second: the signed confirmation of that choice.
    z.object({ intent: z.literal("confirm"), confirm: z.string().max(200), csrf }),
    // The sign-in window's token, claimed for the embed's own session.
    z.object({ intent: z.literal("exchange"), token: z.string().min(32).max(100) }),
    z.object({ intent: z.literal("signOut"), csrf }),
  ],
  { error: "errors.unknownForm" },
);

/** `?lang=` of the embed: one of ours, or none (the reader's Accept-Language decides). */
export const embedLanguage = z.enum(SUPPORTED_LANGUAGES).optional().catch(undefined);

/** The sign-in window's address: the debate, and the side chosen in the embed (if any). */
export const embedAuthQuerySchema = z.object({
  debate: recordId,
  position: position.optional().catch(undefined),
});

/** Its form: the signed confirmation of the vote (with a side) or, without one, of the embed's sign-in. */
export const embedAuthFormSchema = z.object({
  debate: recordId,
  confirm: z.string({ error: "embed.errors.confirmExpired" }).max(200, "embed.errors.confirmExpired"),
});

const dimension = z.coerce
  .number({ error: "embed.errors.badDimension" })
  .int("embed.errors.badDimension")
  .min(1, "embed.errors.badDimension")
  .max(100_000, "embed.errors.badDimension")
  .optional();

/** GET /oembed (oembed.com, section 2.2): the page's address, optional bounds, the format. */
export const oembedQuerySchema = z.object({
  url: z
    .string({ error: "embed.errors.missingUrl" })
    .min(1, "embed.errors.missingUrl")
    .max(2000, "embed.errors.missingUrl"),
  maxwidth: dimension,
  maxheight: dimension,
  format: z.string().max(20).optional(),
});
