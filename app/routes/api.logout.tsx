/**
 * /api/logout (SPEC.md: sign-out as a navigation). POST, or a GET that comes from this site,
 * ends the session on the server and goes home. A GET from another site goes to /logout, which
 * asks first, so a foreign page cannot sign people out. The header's form uses /logout.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";

import { signOutHeaders } from "~/models/accounts";
import { translatorFor } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";
import { toastHeader } from "~/utils/toast.server";

async function signOut({ request, context }: ActionFunctionArgs) {
  const t = await translatorFor(request);
  const headers = new Headers(await signOutHeaders(context, request));
  headers.append("Set-Cookie", await toastHeader(context.config, request, { title: t("auth.signedOut") }));
  return localRedirect("/", { headers });
}

export async function loader(args: LoaderFunctionArgs) {
  const site = args.request.headers.get("Sec-Fetch-Site");
  if (site === null || site === "same-origin" || site === "none") return signOut(args);
  return localRedirect("/logout");
}

export const action = signOut;
