/**
 * POST /api/admin/logout (SPEC.md section 7): ends the session on the server → { ok: true }, and
 * the session cookie cleared. Without a session it answers the same (there is nothing to end).
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { signOutHeaders } from "~/models/accounts";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const headers = new Headers(await signOutHeaders(context, request));
  headers.set("Cache-Control", "private, no-store");
  return Response.json({ ok: true }, { headers });
}
