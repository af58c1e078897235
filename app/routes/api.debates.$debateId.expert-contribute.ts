/**
 * POST /api/debates/{id}/expert-contribute { type, content, supportingDocuments? } (experts only):
 * 201 { success, contribution } | 400 { error } | 401 | 403 (not an expert, whatever was sent) | 404.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { contributionSchema, contribute } from "~/models/experts";
import { jsonError, methodNotAllowed, requirePostBody, resultError, translatorFor } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const user = await requireUser(request, context);
  // The role first: someone who is not an expert is refused whatever they sent.
  if (!user.isExpert) return jsonError(403, (await translatorFor(request))("expertWitness.errors.expertsOnly"));
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, contributionSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await contribute(context.db, { user, debateId: params.debateId ?? "", input: input.value });
  if (!result.ok) return resultError(t, result);
  return Response.json({ success: true, contribution: result.contribution }, { status: 201 });
}
