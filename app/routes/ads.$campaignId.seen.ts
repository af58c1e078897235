/**
 * GET /ads/{campaignId}/seen: the 1×1 pixel of a promoted ad, fetched when the banner shows it.
 * Counts one impression for today (no cookie read, nothing about the viewer stored) and is never
 * cached, so every showing counts. Unknown or inactive campaigns get the pixel and count nothing.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { recordAdEvent } from "~/models/campaigns.server";
import { recordId } from "~/models/id.schema";

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = recordId.safeParse(params.campaignId);
  if (id.success) await recordAdEvent(context.db, id.data, "impression");
  return new Response(PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "no-store", "Content-Length": String(PIXEL.byteLength) },
  });
}
