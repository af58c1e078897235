/**
 * PATCH /api/users/{id}/verification { verificationStatus: "verified" | "pending" | "rejected" }
 * (admins only; SPEC.md section 7) → { ok: true, user } with the user's verification record; the
 * change, its audit entry and the citizen's notification are one D1 batch. 404 for no such user;
 * 409 for verifying an account whose e-mail is not confirmed.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { verificationInputSchema, getAdminUser, toVerificationUser } from "~/models/admin";
import { adminActor } from "~/models/audit";
import { setVerificationStatus } from "~/models/accounts";
import { jsonError, methodNotAllowed, readBody, translatorFor } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["PATCH"]);

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request, ["PATCH"]);
  const admin = await requireRole(request, context, "admin");
  const t = await translatorFor(request);
  const body = await readBody(request);
  if (!body) return jsonError(400, t("auth.errors.badBody"));
  const input = parseInput(t, body, verificationInputSchema);
  if (!input.ok) return jsonError(400, input.error);
  const userId = params.userId ?? "";
  const result = await setVerificationStatus(context.db, adminActor(admin), [userId], input.value.verificationStatus);
  // Only an account whose e-mail is confirmed can be verified (docs/accounts.md).
  if (result.ok && result.unconfirmed.length) return jsonError(409, t("admin.errors.unconfirmed"));
  const user = result.ok ? await getAdminUser(context.db, userId) : null;
  if (!user) return jsonError(404, t("admin.errors.notFound", { count: 1 }));
  return Response.json({ ok: true, user: toVerificationUser(user) });
}
