/** The contract of the live room and premium doors (docs/api.md "Live rooms and premium", docs/live-rooms.md). */
import { checkoutUrlSchema, liveRoomListSchema, liveRoomSchema } from "~/models/rooms";
import { createRoomSchema } from "~/models/rooms";
import * as z from "~/utils/zod";

import { common, refusal, type ApiOperation } from "../define";

export const roomOperations: ApiOperation[] = [
  {
    file: "api.live-rooms.ts",
    method: "get",
    path: "/api/live-rooms",
    operationId: "liveRooms",
    tag: "rooms",
    summary: "Live rooms, newest first",
    access: "public",
    responses: { 200: { description: "The rooms.", schema: liveRoomListSchema } },
  },
  {
    file: "api.live-rooms.ts",
    method: "post",
    path: "/api/live-rooms",
    operationId: "createLiveRoom",
    tag: "rooms",
    summary: "Open a live room, hosted by the caller",
    description: "Title 3-120 characters, category global or bharat, maxParticipants 2-100 (default 10).",
    access: "premium",
    body: createRoomSchema,
    responses: {
      201: { description: "The room (first in the list from now on).", schema: liveRoomSchema },
      400: common.badInput,
      401: common.unauthorized,
      403: refusal("Not a premium member, or a cross-site request."),
    },
  },
  {
    file: "api.subscribe.ts",
    method: "post",
    path: "/api/subscribe",
    operationId: "subscribe",
    tag: "rooms",
    summary: "Start a premium subscription",
    description: "Answers the Stripe Checkout page to send the citizen to (docs/payments.md).",
    access: "signedIn",
    body: z.object({}),
    responses: {
      200: { description: "Stripe Checkout's address.", schema: checkoutUrlSchema },
      401: common.unauthorized,
      409: refusal("Already premium."),
      502: refusal("Stripe refused."),
      503: refusal("Payments are not configured on this server."),
    },
  },
];
