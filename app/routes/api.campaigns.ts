/** GET /api/campaigns: the caller's own campaigns, newest first (SPEC.md section 7). 401 for visitors. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { listOwnCampaigns, publicCampaign } from "~/models/campaigns";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const rows = await listOwnCampaigns(context.db, user.id);
  return Response.json(rows.map(publicCampaign));
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["GET"]);
