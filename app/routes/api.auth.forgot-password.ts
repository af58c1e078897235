/** POST /api/auth/forgot-password ({ email }): sends a reset link if the account exists (202 either way). */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requestPasswordReset } from "~/models/password-resets.server";
import { methodNotAllowed, requirePostBody, resultError } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t, body } = await requirePostBody(request);
  const result = await requestPasswordReset(context, request, body.email);
  if (!result.ok) return resultError(t, result);
  return Response.json(
    { success: true, message: t("forgot.sent", { email: String(body.email).trim() }) },
    { status: 202 },
  );
}
