/** GET /api/policy-outcomes/{debateId}: the outcomes that followed one debate (404 when there is no such debate). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getDebate } from "~/models/debates";
import { listOutcomes } from "~/models/policy";
import { jsonError, translatorFor } from "~/utils/http.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const debateId = params.debateId ?? "";
  const [debate, outcomes] = await Promise.all([
    getDebate(context.db, debateId),
    listOutcomes(context.db, { debateId }),
  ]);
  if (!debate) return jsonError(404, (await translatorFor(request))("debates.errors.notFound"));
  return Response.json(outcomes);
}
