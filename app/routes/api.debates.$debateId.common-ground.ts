/**
 * GET /api/debates/{id}/common-ground: the debate's opinion groups and what they agree on, as last
 * computed (docs/common-ground.md; the Cron Trigger computes, this reads). 200 { status, needed?,
 * computedAt, updating, participants, confidence, groups, consensus, layout, yourGroup? (signed in
 * only: the caller's own group), verified } | 404.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { loadCommonGround } from "~/models/common-ground";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const stored = await loadCommonGround(context.db, params.debateId ?? "", user?.id ?? null);
  if (!stored) return jsonError(404, (await translatorFor(request))("debates.errors.notFound"));
  const { yourGroup, ...counted } = stored.counted;
  const verified = stored.verified ? (({ yourGroup: _mine, ...rest }) => rest)(stored.verified) : null;
  return Response.json({
    ...counted,
    computedAt: stored.computedAt,
    updating: stored.updating,
    // Only to the signed-in caller, about themselves.
    ...(user ? { yourGroup } : {}),
    verified,
  });
}
