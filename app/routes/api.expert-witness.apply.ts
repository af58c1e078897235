/**
 * POST /api/expert-witness/apply { expertise, credentials, institution? } (signed in):
 * 201 { success, application } | 400 { error } | 401 | 409 { error, application? } (already an
 * expert, or an application is waiting for review).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { applicationSchema, applyAsExpert } from "~/models/experts";
import { jsonError, methodNotAllowed, requirePostBody, translate } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, applicationSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await applyAsExpert(context.db, { user, input: input.value });
  if (!result.ok) {
    return Response.json(
      { error: translate(t, result.error), application: result.application ?? null },
      { status: 409 },
    );
  }
  return Response.json({ success: true, application: result.application }, { status: 201 });
}
