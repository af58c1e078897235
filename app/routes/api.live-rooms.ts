/**
 * /api/live-rooms (SPEC.md section 7, docs/live-rooms.md).
 * GET: the rooms, newest first (anyone). POST { title, description, category, maxParticipants }:
 * a new room hosted by the caller, 201 with the room (first in the list from now on);
 * 400 { error } for invalid input, 401 for visitors, 403 for members without premium.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { createRoomSchema, createRoom, listRooms } from "~/models/rooms";
import { jsonError, methodNotAllowed, requirePostBody, translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await listRooms(context.db));
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const { t, body } = await requirePostBody(request);
  const user = await requireUser(request, context);
  if (!user.isPremium) return jsonError(403, t("rooms.errors.premiumRequired"));
  const input = parseInput(t, body, createRoomSchema);
  if (!input.ok) return jsonError(400, input.error);
  const created = await createRoom(context.db, user, input.value);
  if (!created.ok) return jsonError(created.status, translate(t, created.error));
  return Response.json(created.room, { status: 201 });
}
