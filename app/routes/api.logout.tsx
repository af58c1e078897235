/**
 * /api/logout: signs out (the session ends on the server) and goes home.
 * The header's Sign Out button POSTs here. A GET (SPEC.md's link) signs out when it
 * comes from this site; from another site it asks first, so a foreign page cannot
 * sign people out.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { endSession } from "~/auth/session.server";
import { Button } from "~/components/ui/button";
import { translatorFor } from "~/utils/http.server";
import { toastHeader } from "~/utils/toast.server";

async function signOut({ request, context }: ActionFunctionArgs) {
  const t = await translatorFor(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await endSession(context, request));
  headers.append("Set-Cookie", await toastHeader(context.config, request, { title: t("auth.signedOut") }));
  return redirect("/", { headers });
}

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader(args: LoaderFunctionArgs) {
  const site = args.request.headers.get("Sec-Fetch-Site");
  if (site === null || site === "same-origin" || site === "none") return signOut(args);
  return { meta: { title: (await translatorFor(args.request))("auth.signOutConfirmTitle") } };
}

export const action = signOut;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && "meta" in data ? data.meta.title : "" },
  { name: "robots", content: "noindex" },
];

export default function ConfirmSignOut() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md py-12 text-center" aria-labelledby="sign-out-title">
      <h1 id="sign-out-title" className="text-2xl font-bold">
        {t("auth.signOutConfirmTitle")}
      </h1>
      <p className="mt-3 text-slate-700">{t("auth.signOutConfirmBody")}</p>
      <form method="post" action="/api/logout" className="mt-6">
        <Button type="submit" size="lg">
          {t("auth.signOut")}
        </Button>
      </form>
    </section>
  );
}
