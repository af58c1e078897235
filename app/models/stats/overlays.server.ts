/** The home page's dialog and overlay parameters, parsed; and the overlay data. */
import * as z from "~/utils/zod";

import type { LoadContext } from "~/context.server";
import type { User } from "~/db/schema";

import {
  getParticipatedComments,
  getUserInfluences,
  getUserStats,
  type InfluenceRecord,
  type ParticipatedComment,
  type UserStats,
} from "./stats.server";

const idParam = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .optional()
  .catch(undefined);

/** The admins' user directory and news panel are pages of the admin area (/admin/directory, /admin/news). */
const OVERLAYS = ["stats", "influence", "discussions"] as const;
type OverlayKind = (typeof OVERLAYS)[number];

export const dialogQuerySchema = z.object({
  debate: idParam,
  insights: idParam,
  view: z.enum(["insights", "card"]).default("insights").catch("insights"),
  overlay: z.enum(OVERLAYS).optional().catch(undefined),
});

type OverlayData =
  | { kind: "stats"; stats: UserStats }
  | { kind: "influence"; influences: InfluenceRecord[] }
  | { kind: "discussions"; comments: ParticipatedComment[] };

export async function loadOverlay(context: LoadContext, overlay: OverlayKind, user: User): Promise<OverlayData> {
  switch (overlay) {
    case "stats":
      return { kind: "stats", stats: await getUserStats(context.db, user.id) };
    case "influence":
      return { kind: "influence", influences: await getUserInfluences(context.db, user.id) };
    case "discussions":
      return { kind: "discussions", comments: await getParticipatedComments(context.db, user.id) };
  }
}
