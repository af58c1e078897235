/** GET /api/debates?region=global|bharat&trending=1&q=search&page=N: debates, newest first (60 a page). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { debateListQuerySchema, listDebates } from "~/models/debates";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = debateListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { debates } = await listDebates(context.db, query);
  return Response.json(debates, { headers: { "Cache-Control": "public, max-age=30" } });
}
