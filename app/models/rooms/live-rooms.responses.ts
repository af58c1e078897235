/**
 * What the live room and premium doors answer (docs/api.md "Live rooms and premium"), for the
 * OpenAPI contract and the tests that check real answers against it (app/utils/api.responses.ts).
 */
import * as z from "~/utils/zod";

import { REGIONS } from "~/db/enums";

import { count, timestamp } from "~/utils/api.responses";

export const liveRoomSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(REGIONS),
  isLive: z.boolean(),
  currentParticipants: count,
  maxParticipants: count,
  sessionDuration: count.describe("Minutes."),
  sessionPrice: z.number(),
  startsAt: timestamp.nullable(),
  createdAt: timestamp,
});

export const liveRoomListSchema = z.array(liveRoomSchema);

/** 200 of POST /api/subscribe: Stripe Checkout's page to send the citizen to. */
export const checkoutUrlSchema = z.strictObject({ url: z.url() });
