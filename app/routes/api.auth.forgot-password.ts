/** POST /api/auth/forgot-password ({ email }): sends a reset link if the account exists (202 either way). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requestPasswordReset } from "~/models/password-resets.server";
import { jsonError, methodNotAllowed, readBody, translate, translatorFor } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const t = await translatorFor(request);
  const body = await readBody(request);
  if (!body) return jsonError(400, t("auth.errors.badBody"));
  const result = await requestPasswordReset(context, request, body.email);
  if (!result.ok) {
    return jsonError(
      result.status,
      translate(t, result.error),
      result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined,
    );
  }
  return Response.json(
    { success: true, message: t("forgot.sent", { email: String(body.email).trim() }) },
    { status: 202 },
  );
}
