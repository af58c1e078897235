/**
 * /reset-password?token=… (SPEC.md section 2): New Password and Confirm New Password,
 * 'Update Password'; on success 'Password Reset Successful!' and home after 3 seconds.
 * (No meta refresh: a timed refresh fails WCAG 2.2.1. Without JavaScript nothing moves, so the
 * page promises the move only once it can make it, and its button goes home.) A link that cannot
 * be used (missing, unknown, used, expired) shows no form: it says so and offers a new link.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { RESET_MIN_PASSWORD } from "~/utils/account-rules";
import { endSession, resetPassword, resetTokenUsable, resetPasswordSchema } from "~/models/accounts";
import { fieldError, outcomeOf } from "~/components/ui/action-result";
import { LinkButton } from "~/components/ui/button";
import { FormError, InputField, SubmitButton } from "~/components/ui/field";
import { readForm, respond } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const t = await translatorFor(request);
  const token = url.searchParams.get("token")?.trim() ?? "";
  const done = url.searchParams.get("done") === "1";
  return {
    token,
    done,
    // A missing, unknown, used or expired link gets no form: it says so and offers a new link.
    usable: done ? false : await resetTokenUsable(context.db, token),
    meta: { title: t("reset.metaTitle") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const t = await translatorFor(request);
  const hideFields = ["password", "confirmPassword"];
  const parsed = parseForm(t, form, resetPasswordSchema);
  if (!parsed.ok) {
    // The first problem also stands over the form (a missing token has no field of its own).
    const first = Object.values(parsed.messages)[0];
    return respond(args, {
      form: "reset",
      ok: false,
      result: parsed.reply({ formError: first ? translate(t, first) : undefined, hideFields }),
    });
  }
  const result = await resetPassword(context.db, parsed.value);
  if (!result.ok) {
    return respond(args, {
      form: "reset",
      ok: false,
      result: parsed.reply({ formError: translate(t, result.error), hideFields }),
    });
  }
  // Every session of the account ended; this browser's cookie goes too.
  return respond(args, {
    form: "reset",
    ok: true,
    redirectTo: "/reset-password?done=1",
    navigate: true,
    headers: { "Set-Cookie": await endSession(context, request) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "robots", content: "noindex" },
];

export default function ResetPassword() {
  const { token, done, usable } = useLoaderData<typeof loader>();
  const outcome = outcomeOf(useActionData<typeof action>(), "reset");
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The server's message shows until the visitor edits a field (then it clears).
  const [editedAfter, setEditedAfter] = useState<typeof outcome | null>(null);
  const shown = outcome && editedAfter !== outcome ? outcome : null;
  const error = fieldError(shown, "") ?? null;
  const submitting = navigation.state === "submitting";

  // The promise of a move home is made only where a script will keep it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/"), 3_000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <section className="mx-auto max-w-md py-8 text-center" aria-labelledby="reset-done">
        <h1 id="reset-done" className="text-2xl font-bold text-green-800">
          {t("reset.successTitle")}
        </h1>
        <p className="mt-3 text-slate-700" role="status">
          {t("reset.successBody")}
          {hydrated ? ` ${t("reset.successRedirect")}` : null}
        </p>
        <LinkButton to="/" size="lg" className="mt-6">
          {t("reset.goHome")}
        </LinkButton>
      </section>
    );
  }

  // The link died (or was garbage) before the form showed, or while it was open (the action said so).
  const expired = outcome && !outcome.ok && error === t("reset.errors.expiredLink");
  if (!usable || expired) {
    return (
      <section className="mx-auto max-w-md py-8" aria-labelledby="reset-dead">
        <h1 id="reset-dead" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("reset.title")}
        </h1>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="reset-dead">
          <FormError id="reset-error" message={token ? t("reset.errors.expiredLink") : t("reset.errors.invalidLink")} />
          <LinkButton to="/forgot-password" block className="mt-4">
            {t("reset.errors.requestNew")}
          </LinkButton>
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("reset.title")}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Form method="post" noValidate className="space-y-4" onChange={() => setEditedAfter(outcome)}>
          <FormError id="reset-error" message={error} />
          <input type="hidden" name="token" value={token} />
          <InputField
            label={t("reset.newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint={t("reset.hint", { count: RESET_MIN_PASSWORD })}
            error={fieldError(shown, "password")}
          />
          <InputField
            label={t("reset.confirmNewPassword")}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={fieldError(shown, "confirmPassword")}
          />
          <SubmitButton pending={submitting} label={t("reset.submit")} pendingLabel={t("reset.submitting")} />
        </Form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="font-semibold text-indigo-800 hover:underline">
            {t("reset.backToSignIn")}
          </Link>
        </p>
      </div>
    </div>
  );
}
