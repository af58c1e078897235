/**
 * POST /api/admin/login (SPEC.md section 7): { username, password } → { ok: true } with the
 * session cookie, or { error } ('Invalid admin credentials' for a wrong password or an account
 * that is not an admin; 429 with Retry-After when the sign-in limits are reached). The same
 * sign-in as /admin's form (app/auth/admin-sign-in.server.ts).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { signInAsAdmin } from "~/auth/admin-sign-in.server";
import { adminSignInSchema } from "~/models/admin";
import { jsonError, methodNotAllowed, requirePostBody, resultError } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t, body } = await requirePostBody(request);
  const input = parseInput(t, body, adminSignInSchema);
  if (!input.ok) return jsonError(400, t("admin.errors.enterBoth"));
  const result = await signInAsAdmin(context, request, {
    login: input.value.username,
    password: input.value.password,
  });
  if (!result.ok) {
    if (result.status === 401) return jsonError(401, t("admin.errors.invalidCredentials"));
    return resultError(t, result);
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  return Response.json({ ok: true }, { headers });
}
