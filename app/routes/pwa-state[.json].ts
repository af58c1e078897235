/**
 * GET /pwa-state.json: what the service worker needs from the server, read with the browser's own
 * cookies (docs/pwa.md): who is signed in here (a post kept offline is sent only as the citizen
 * who made it) and the debates they follow (whose public copies it keeps). Personal: never stored
 * by any cache (`private, no-store`), and the worker stores only public pages, never this answer.
 * Not part of the JSON API (/api/*): a page's service worker reads it, no component.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { listFollowing } from "~/models/debates";
import { FOLLOWED_MAX } from "~/pwa/rules";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const followed = user ? await listFollowing(context.db, user.id, FOLLOWED_MAX) : [];
  return Response.json(
    { userId: user?.id ?? null, followed: followed.map((f) => f.debateId) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["GET"]);
