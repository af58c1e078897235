/** GET /api/debates/{id}/comments-by-position: { forComments, againstComments, totalComments }, newest first. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { commentsByPosition } from "~/models/discussion";
import { getDebate } from "~/models/debates";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const debateId = params.debateId ?? "";
  if (!(await getDebate(context.db, debateId))) {
    return jsonError(404, (await translatorFor(request))("debates.errors.notFound"));
  }
  const user = await getUser(request, context);
  return Response.json(await commentsByPosition(context.db, debateId, user?.id ?? null));
}
