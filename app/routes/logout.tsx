/**
 * /logout: the header's Sign Out form posts here (its own action); a visit shows a page that
 * asks first. SPEC.md's navigation link /api/logout ends the session the same way.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";

import { signOutHeaders } from "~/models/accounts";
import { Button } from "~/components/ui/button";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { readForm, respond } from "~/utils/action.server";
import { translatorFor } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: { title: (await translatorFor(request))("auth.signOutConfirmTitle") } };
}

export async function action(args: ActionFunctionArgs) {
  await readForm(args);
  const t = await translatorFor(args.request);
  return respond(args, {
    form: "signOut",
    ok: true,
    redirectTo: "/",
    navigate: true,
    toast: { title: t("auth.signedOut") },
    headers: await signOutHeaders(args.context, args.request),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
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
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg">
          {t("auth.signOut")}
        </Button>
      </Form>
    </section>
  );
}
