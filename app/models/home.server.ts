/** The home page's dialog and overlay parameters, parsed; and the overlay data. */
import * as z from "zod";

import type { LoadContext } from "~/context.server";
import type { User } from "~/db/schema";

import { getNewsStatus, type NewsStatus } from "./news.server";
import { searchUserDirectory, type DirectoryEntry } from "./reputation.server";
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

export const OVERLAYS = ["stats", "influence", "discussions", "users", "news"] as const;
/** Overlays only admins may open. */
export const ADMIN_OVERLAYS: readonly OverlayKind[] = ["users", "news"];
export type OverlayKind = (typeof OVERLAYS)[number];

export const dialogQuerySchema = z.object({
  debate: idParam,
  insights: idParam,
  view: z.enum(["insights", "card"]).default("insights").catch("insights"),
  overlay: z.enum(OVERLAYS).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
});

export type OverlayData =
  | { kind: "stats"; stats: UserStats }
  | { kind: "influence"; influences: InfluenceRecord[] }
  | { kind: "discussions"; comments: ParticipatedComment[] }
  | { kind: "users"; users: DirectoryEntry[]; total: number; q: string }
  | { kind: "news"; status: NewsStatus };

export async function loadOverlay(
  context: LoadContext,
  overlay: OverlayKind,
  user: User,
  q: string | undefined,
): Promise<OverlayData> {
  switch (overlay) {
    case "stats":
      return { kind: "stats", stats: await getUserStats(context.db, user.id) };
    case "influence":
      return { kind: "influence", influences: await getUserInfluences(context.db, user.id) };
    case "discussions":
      return { kind: "discussions", comments: await getParticipatedComments(context.db, user.id) };
    case "news":
      return { kind: "news", status: await getNewsStatus(context.db) };
    case "users": {
      const { users, total } = await searchUserDirectory(context.db, { q });
      return { kind: "users", users, total, q: q ?? "" };
    }
  }
}
