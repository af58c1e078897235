/** POST /api/auth/forgot-password ({ email }): sends a reset link if the account exists (202 either way). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requestPasswordReset, forgotPasswordSchema } from "~/models/accounts";
import { jsonError, methodNotAllowed, requirePostBody, resultError } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, forgotPasswordSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await requestPasswordReset(context, request, input.value.email);
  if (!result.ok) return resultError(t, result);
  return Response.json({ success: true, message: t("forgot.sent", { email: input.value.email }) }, { status: 202 });
}
