/** POST /api/auth/reset-password ({ token, password, confirmPassword }). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { resetPassword } from "~/models/password-resets.server";
import { methodNotAllowed, requirePostBody, resultError } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t, body } = await requirePostBody(request);
  const result = await resetPassword(context.db, {
    token: body.token,
    password: body.password,
    confirmPassword: body.confirmPassword,
  });
  if (!result.ok) return resultError(t, { status: 400, error: result.error });
  return Response.json({ success: true, message: t("reset.successTitle") });
}
