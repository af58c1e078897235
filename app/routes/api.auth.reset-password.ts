/** POST /api/auth/reset-password ({ token, password, confirmPassword }). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { resetPassword, resetPasswordSchema } from "~/models/accounts";
import { jsonError, methodNotAllowed, requirePostBody, resultError } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, resetPasswordSchema);
  if (!input.ok) return jsonError(400, input.error);
  const result = await resetPassword(context.db, input.value);
  if (!result.ok) return resultError(t, { status: 400, error: result.error });
  return Response.json({ success: true, message: t("reset.successTitle") });
}
