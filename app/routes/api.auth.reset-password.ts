/** POST /api/auth/reset-password ({ token, password, confirmPassword }). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { resetPassword } from "~/models/password-resets.server";
import { jsonError, methodNotAllowed, readBody, translate, translatorFor } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const t = await translatorFor(request);
  const body = await readBody(request);
  if (!body) return jsonError(400, t("auth.errors.badBody"));
  const result = await resetPassword(context.db, {
    token: body.token,
    password: body.password,
    confirmPassword: body.confirmPassword,
  });
  if (!result.ok) return jsonError(400, translate(t, result.error));
  return Response.json({ success: true, message: t("reset.successTitle") });
}
