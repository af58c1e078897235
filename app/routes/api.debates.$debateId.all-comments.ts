/**
 * GET /api/debates/{id}/all-comments?position=for|against&page=N: comments and replies, newest first, 50 a
 * page (a reply has `parentId`; a comment hidden by moderators has `content: ""` and `hidden.reason`).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { commentPageQuerySchema } from "~/models/discussion";
import { listCommentsFlat } from "~/models/discussion";
import { getDebate } from "~/models/debates";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const debateId = params.debateId ?? "";
  if (!(await getDebate(context.db, debateId))) {
    return jsonError(404, (await translatorFor(request))("debates.errors.notFound"));
  }
  const query = commentPageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const user = await getUser(request, context);
  const page = await listCommentsFlat(context.db, debateId, {
    filter: query.position,
    page: query.page,
    viewerId: user?.id ?? null,
  });
  return Response.json(page.comments, { headers: { "X-Has-More": page.hasMore ? "1" : "0" } });
}
