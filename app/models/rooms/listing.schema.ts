/**
 * The live-room creation's input (docs/live-rooms.md), the same for the page's form and for
 * POST /api/live-rooms: title 3-120 characters, an optional description, the category (global |
 * bharat, default global) and the seat count (2-100, default 10).
 */
import * as z from "~/utils/zod";

import { REGIONS } from "~/db/enums";

import { humanText, optionalHumanText } from "~/utils/text.schema";

import {
  ROOM_TITLE_MIN,
  ROOM_TITLE_MAX,
  ROOM_DESCRIPTION_MAX,
  ROOM_MIN_PARTICIPANTS,
  ROOM_MAX_PARTICIPANTS,
  ROOM_DEFAULT_PARTICIPANTS,
} from "./rules";

export const createRoomSchema = z.object({
  title: humanText({ max: ROOM_TITLE_MAX, required: "rooms.errors.titleRequired", tooLong: "rooms.errors.titleLength" })
    // After cleaning: invisible characters and spaces at the ends do not count.
    .refine((v) => v.length >= ROOM_TITLE_MIN, { message: "rooms.errors.titleLength" }),
  description: optionalHumanText({ max: ROOM_DESCRIPTION_MAX, tooLong: "rooms.errors.descriptionLength" }),
  category: z.enum(REGIONS, { error: "rooms.errors.category" }).default("global"),
  maxParticipants: z
    .number({ error: "rooms.errors.maxParticipants" })
    .int("rooms.errors.maxParticipants")
    .min(ROOM_MIN_PARTICIPANTS, "rooms.errors.maxParticipants")
    .max(ROOM_MAX_PARTICIPANTS, "rooms.errors.maxParticipants")
    .default(ROOM_DEFAULT_PARTICIPANTS),
});
export type CreateRoomInput = z.output<typeof createRoomSchema>;
