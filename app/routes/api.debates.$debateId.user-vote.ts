/** GET /api/debates/{id}/user-vote: { debateId, position } (position null when the user has not voted). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { getUserVote } from "~/models/debates";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const debateId = params.debateId ?? "";
  const vote = await getUserVote(context.db, debateId, user.id);
  return Response.json(
    { debateId, position: vote?.position ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
