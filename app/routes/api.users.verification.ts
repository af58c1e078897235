/**
 * /api/users/verification (admins only):
 *   GET    the verification users (the Verification Management list): ?q=, ?status=, ?limit=, ?before=
 *          (the cursor of the previous answer's X-Next-Cursor).
 *   PATCH  { userIds: [...], verificationStatus } sets one status on many users in one D1 batch:
 *          all of them or none (404 naming none changed when one is unknown), an audit entry and a
 *          notification each → { ok: true, changed, verificationStatus, skipped }. Accounts whose
 *          e-mail is not confirmed are not verified: `skipped` counts them (with `unconfirmed`, their
 *          ids, and `notice`, why), the others change.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { bulkVerificationSchema, listAdminUsersForApi, toVerificationUser, userListHeaders } from "~/models/admin";
import { adminActor } from "~/models/audit";
import { setVerificationStatus } from "~/models/accounts";
import { jsonError, methodNotAllowed, readBody, translate, translatorFor } from "~/utils/http.server";
import { parseInput } from "~/utils/validation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const list = await listAdminUsersForApi(context.db, new URL(request.url).searchParams);
  if (!list.ok) return jsonError(400, translate(await translatorFor(request), list.error));
  return Response.json(list.users.map(toVerificationUser), { headers: userListHeaders(list) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(request, ["GET", "PATCH"]);
  const admin = await requireRole(request, context, "admin");
  const t = await translatorFor(request);
  const body = await readBody(request);
  if (!body) return jsonError(400, t("auth.errors.badBody"));
  const input = parseInput(t, body, bulkVerificationSchema);
  if (!input.ok) return jsonError(400, input.error);
  const { userIds, verificationStatus } = input.value;
  const result = await setVerificationStatus(context.db, adminActor(admin), userIds, verificationStatus);
  if (!result.ok) {
    const count = "missing" in result ? result.missing.length : 0;
    return jsonError(404, t("admin.errors.notFound", { count }));
  }
  // Accounts whose e-mail is not confirmed are never verified: left as they were, counted and named.
  const skipped = result.unconfirmed.length;
  return Response.json({
    ok: true,
    changed: result.changed,
    verificationStatus,
    skipped,
    ...(skipped
      ? { unconfirmed: result.unconfirmed, notice: t("admin.verification.skippedUnconfirmed", { count: skipped }) }
      : {}),
  });
}
