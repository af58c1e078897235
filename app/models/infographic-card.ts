/**
 * The contract between the page Worker and the infographic Worker: the card of a debate,
 * every string already translated and formatted (app/models/infographic.server.ts writes it,
 * workers/infographic draws it). It lives here, not under workers/, so the app never imports
 * from workers/; the infographic Worker imports it from here.
 */
import { z } from "zod";

const text = (max: number) => z.string().trim().max(max);

export const cardSchema = z.object({
  /** Language of the labels, for the PNG's metadata and satori's script detection. */
  lang: z.enum(["en", "hi", "bn"]),
  division: z.enum(["bharat", "global"]),
  divisionLabel: text(40).min(1),
  brand: text(40).min(1),
  title: text(300).min(1),
  headline: text(400).nullable(),
  headlineLabel: text(40),
  /** null: nobody voted yet, and noVotesLabel is shown instead of the figures. */
  forPercentage: z.number().int().min(0).max(100).nullable(),
  supportLabel: text(40),
  opposeLabel: text(40),
  noVotesLabel: text(80),
  participants: text(80),
  date: text(60),
  source: text(160).nullable(),
});

export type Card = z.infer<typeof cardSchema>;
