/**
 * POST /language: the language menu (the footer of every page). Saves the language on the account
 * when signed in, sets the `lng` cookie (and ends any visit's language, `lng_visit`), and goes back
 * to the page it was chosen on, through the one redirect function (a path on this site, else "/").
 * A plain form: the same with or without JavaScript (a document post, so the next page loads in the
 * new language). A GET with `?lng=` only changes the visit's language (root.tsx): the account's
 * language changes only here and in the settings, both POSTs, so another site's link cannot change it.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { LANGUAGE_NAMES } from "~/i18n/config";
import { chosenLanguageCookies, getFixedT } from "~/i18n/i18n.server";
import { languageChoiceSchema, setUserLanguage } from "~/models/accounts";
import { readForm } from "~/utils/action.server";
import { methodNotAllowed, translatorFor } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";
import { toastHeader } from "~/utils/toast.server";
import { parseInput } from "~/utils/validation.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const parsed = parseInput(await translatorFor(request), Object.fromEntries(form), languageChoiceSchema);
  if (!parsed.ok) {
    return new Response(parsed.error, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { lng, redirectTo } = parsed.value;
  const user = await getUser(request, context);
  if (user && user.language !== lng) await setUserLanguage(context.db, user.id, lng);
  const headers = new Headers();
  for (const cookie of await chosenLanguageCookies(lng, new URL(request.url).protocol === "https:")) {
    headers.append("Set-Cookie", cookie);
  }
  const t = await getFixedT(lng);
  headers.append(
    "Set-Cookie",
    await toastHeader(context.config, request, { title: t("language.changed", { language: LANGUAGE_NAMES[lng] }) }),
  );
  return localRedirect(redirectTo, { status: 303, headers });
}
