/**
 * GET /ads/{campaignId}/seen: the 1×1 pixel of a promoted ad, fetched when the banner shows it.
 * Counts one impression for today at most once per viewer (docs/campaigns.md, "Counting";
 * app/models/campaigns/ad-counting.server.ts): prefetches, bots and images not loaded by our pages are
 * recorded as discarded, not counted. Never cached, so every showing is seen. Unknown or inactive
 * campaigns get the pixel and count nothing.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { countAdRequest } from "~/models/campaigns";
import { recordId } from "~/utils/id.schema";

/** A transparent 1×1 GIF. */
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = recordId.safeParse(params.campaignId);
  if (id.success) {
    await countAdRequest(context.db, request, id.data, "impression", {
      secret: context.config.sessionSecret,
      publicOrigin: context.config.publicOrigin,
      userId: async () => (await getUser(request, context))?.id ?? null,
    });
  }
  return new Response(PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": "no-store", "Content-Length": String(PIXEL.byteLength) },
  });
}
