/** GET /api/debates/{id}/user-vote: { debateId, position } (position null when the user has not voted). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { ownVote } from "~/models/debates";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const debateId = params.debateId ?? "";
  // On a hot debate, a vote its counter has not written to D1 yet is the citizen's already.
  const position = await ownVote(context.db, context.env.DEBATE_COUNTER, debateId, user.id);
  return Response.json({ debateId, position }, { headers: { "Cache-Control": "private, no-store" } });
}
