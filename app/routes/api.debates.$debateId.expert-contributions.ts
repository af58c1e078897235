/**
 * GET /api/debates/{id}/expert-contributions: the debate's expert contributions, ranked by what both
 * sides find helpful (docs/experts.md), each with its ratings by side and `helpfulToBothSides`;
 * `yourRating` for a signed-in caller. 404 when there is no such debate.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { getDebate } from "~/models/debates";
import { listContributions } from "~/models/experts";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const debateId = params.debateId ?? "";
  const [debate, user] = await Promise.all([getDebate(context.db, debateId), getUser(request, context)]);
  if (!debate) return jsonError(404, (await translatorFor(request))("debates.errors.notFound"));
  const contributions = await listContributions(context.db, debateId, { viewerId: user?.id ?? null });
  return Response.json(contributions, { headers: { "Cache-Control": "private, no-store", Vary: "Cookie" } });
}
