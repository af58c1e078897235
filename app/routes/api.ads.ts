/**
 * GET /api/ads[?party=&status=active|completed&region=global|bharat]: the public ad library as JSON,
 * for journalists and researchers (docs/api.md): every campaign that ran or runs, who paid for it, its
 * dates, spend as a band and impressions as a range. Public and cacheable for a minute.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { libraryQuerySchema, adLibrary } from "~/models/campaigns";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = libraryQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const ads = await adLibrary(context.db, filters);
  return Response.json({ ads, filters }, { headers: { "Cache-Control": "public, max-age=60" } });
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["GET"]);
