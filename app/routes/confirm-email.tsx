/**
 * /confirm-email?token=…: the link sent after sign-up. Opening it confirms the address and goes
 * home. Its action sends the link again (the banner shown to citizens who have not confirmed).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";

import { getUser, requireUser } from "~/auth/guards.server";
import { Button, LinkButton } from "~/components/ui/button";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { confirmEmail, resendConfirmation } from "~/models/accounts";
import { redrawCardsOfVoter } from "~/models/debates";
import { pageUrl, readForm, respond } from "~/utils/action.server";
import { safeRedirect, translate, translatorFor } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";
import { toastHeader } from "~/utils/toast.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const user = await getUser(request, context);
  let error: string | null = null;
  if (token) {
    const result = token.length <= 200 ? await confirmEmail(context.db, token) : null;
    if (result?.ok) {
      // The account's votes count from now on (the database moved the figures): their cards are redrawn.
      await redrawCardsOfVoter(context, result.userId);
      const toast = await toastHeader(context.config, request, {
        title: t("confirm.doneTitle"),
        description: t("confirm.doneBody"),
      });
      throw localRedirect("/", { headers: { "Set-Cookie": toast } });
    }
    error = result ? translate(t, result.error) : t("confirm.errors.expired");
  }
  return {
    error,
    email: user && !user.emailConfirmedAt ? user.email : null,
    confirmed: Boolean(user?.emailConfirmedAt),
    signedIn: Boolean(user),
    meta: { title: t("confirm.metaTitle") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const user = await requireUser(args.request, args.context);
  const t = await translatorFor(args.request);
  const back = safeRedirect(form.get("redirectTo"), pageUrl(args.request));
  const result = await resendConfirmation(args.context, args.request, user);
  return respond(args, {
    form: "resendConfirmation",
    ok: result.ok,
    status: 429,
    redirectTo: back,
    toast: result.ok
      ? { title: t("confirm.sentTitle"), description: t("confirm.sentBody", { email: user.email }) }
      : {
          title: t("confirm.errors.wait", { count: Math.ceil((result.retryAfter ?? 60) / 60) }),
          variant: "destructive",
        },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function ConfirmEmail() {
  const { error, email, confirmed, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md py-10 text-center" aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="text-2xl font-bold">
        {t("confirm.title")}
      </h1>
      {error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      ) : null}
      {confirmed ? <p className="mt-4 text-slate-700">{t("confirm.already")}</p> : null}
      {email ? (
        <Form method="post" className="mt-6 space-y-3">
          <p className="text-slate-700">{t("confirm.askAgain", { email })}</p>
          <Button type="submit">{t("confirm.resend")}</Button>
        </Form>
      ) : null}
      {!signedIn ? <p className="mt-4 text-slate-700">{t("confirm.signInToResend")}</p> : null}
      <LinkButton to="/" variant="secondary" className="mt-6">
        {t("confirm.home")}
      </LinkButton>
    </section>
  );
}
