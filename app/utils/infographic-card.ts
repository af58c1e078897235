/**
 * The contract between the page Worker and the infographic Worker: the card of a debate,
 * every string already translated and formatted (app/models/debates/infographic.server.ts writes it,
 * workers/infographic draws it). It lives here, not under workers/, so the app never imports
 * from workers/; the infographic Worker imports it from here.
 */
import * as z from "zod/mini";

// zod/mini: the same checks as zod's classic API at a fraction of its weight (about 6 KB gzip
// instead of 90 KB in this Worker's bundle), since the classic API cannot be tree-shaken.
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const label = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const cardSchema = z.object({
  /** Language of the labels: which Indic font to prefer when both have a character (fonts.ts). */
  lang: z.enum(["en", "hi", "bn"]),
  division: z.enum(["bharat", "global"]),
  divisionLabel: label(40),
  brand: label(40),
  title: label(300),
  headline: z.nullable(text(400)),
  headlineLabel: text(40),
  /** null: nobody voted yet, and noVotesLabel is shown instead of the figures. */
  forPercentage: z.nullable(z.int().check(z.minimum(0), z.maximum(100))),
  supportLabel: text(40),
  opposeLabel: text(40),
  noVotesLabel: text(80),
  participants: text(80),
  date: text(60),
  source: z.nullable(text(160)),
});

export type Card = z.infer<typeof cardSchema>;
