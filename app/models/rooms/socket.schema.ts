/**
 * The live room's socket protocol (docs/api.md "Live room socket"): one schema for every message a
 * client sends, parsed once by the room's Durable Object. The API's side words are support | oppose;
 * they become the one internal side type (the debates' for | against) here, at the door.
 */
import * as z from "~/utils/zod";

import { recordId } from "~/utils/id.schema";
import { humanText } from "~/utils/text.schema";
import { MAX_ARGUMENT_LENGTH, sideFromApi } from "./rules";

const apiSide = z.enum(["support", "oppose"], { error: "liveRoom.errors.side" }).transform(sideFromApi);

export const clientMessageSchema = z.discriminatedUnion("type", [
  /** First message after every (re)connection: the last transcript id the client holds (0 for none). */
  z.object({ type: z.literal("sync"), after: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
  z.object({ type: z.literal("join"), side: apiSide }),
  z.object({
    type: z.literal("argument"),
    text: humanText({
      max: MAX_ARGUMENT_LENGTH,
      required: "liveRoom.errors.empty",
      tooLong: "liveRoom.errors.tooLong",
    }),
  }),
  z.object({ type: z.literal("like"), argumentId: z.number().int().positive() }),
  z.object({
    type: z.literal("rate"),
    argumentId: z.number().int().positive(),
    rating: z.number().int().min(1).max(5),
  }),
  z.object({ type: z.literal("start") }),
  z.object({ type: z.literal("end") }),
]);

export type ClientMessage = z.output<typeof clientMessageSchema>;

/** The room id in the address /live-rooms/{id}/socket. */
export const roomIdSchema = recordId;
