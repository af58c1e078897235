/**
 * /embed/auth?debate={id}[&position=for|against]: the embed's sign-in window (docs/embed.md), a page
 * of our own site that a debate's embed opens as a pop-up (or, without JavaScript, a new tab).
 * A visitor signs in here (the site's own sign-in form; with JavaScript it stays in this window);
 * a citizen confirms the vote chosen in the embed, cast here with the site's own vote function,
 * in first-party context. Then, for the pop-up only, the window hands the embed that opened it a
 * one-time token (`postMessage` to our origin) and closes; the embed claims it for its own session.
 *
 * This address alone answers `Cross-Origin-Opener-Policy: unsafe-none`, so the window keeps its
 * opener (app/utils/security-headers.server.ts); it can never be framed.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

import { checkConfirmToken, confirmToken, writeHandover, type Choice } from "~/auth/embed.server";
import { getUser, requireUser } from "~/auth/guards.server";
import { currentSessionId } from "~/models/accounts";
import { signInNeedsChallenge } from "~/auth/sign-in.server";
import { SignInForm } from "~/components/auth/auth-forms";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import type { Position } from "~/db/schema";
import type { I18nHandle } from "~/i18n/areas";
import { getLocale } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { counterDoor, getDebate, redrawCardSoon, withTranslation, vote } from "~/models/debates";
import { embedAuthFormSchema, embedAuthQuerySchema } from "~/models/debates";
import { displayName } from "~/utils/display-name";
import { pageUrl, readForm, respond } from "~/utils/action.server";
import { shownText } from "~/utils/debate-text";
import { notFound, translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["accounts", "embed"] };

/** The message the window sends the embed that opened it (read by the embed's script). */
const TOKEN_MESSAGE = "debatestorm:embed-token";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = embedAuthQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) notFound();
  const debate = await getDebate(context.db, query.data.debate);
  if (!debate) notFound();
  const [t, locale, user] = await Promise.all([translatorFor(request), getLocale(request), getUser(request, context)]);
  const shown = shownText(await withTranslation(context.db, debate, locale));
  const choice: Choice = query.data.position ?? "signin";
  const sessionId = user ? await currentSessionId(context, request) : null;
  return {
    debate: { id: debate.id, title: shown.title, lang: shown.lang },
    position: query.data.position ?? null,
    user: user ? { name: displayName(user) } : null,
    // The confirmation is signed for this session and choice, and refused sooner than a second
    // after this page was drawn (docs/embed.md, "Clickjacking").
    confirm: sessionId ? await confirmToken(context, sessionId, debate.id, choice) : null,
    here: pageUrl(request),
    challenge: user ? false : await signInNeedsChallenge(context, request),
    meta: { title: t("embedAuth.metaTitle") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await readForm(args);
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const parsed = parseForm(t, form, embedAuthFormSchema);
  if (!parsed.ok) return respond(args, { form: "embedAuth", ok: false, result: parsed.reply(), status: 400 });
  const { debate: debateId, confirm } = parsed.value;
  const sessionId = (await currentSessionId(context, request)) ?? "";
  const check = await checkConfirmToken(context, sessionId, debateId, confirm);
  if (!check.ok) {
    const again = check.reason === "tooSoon";
    return respond(args, {
      form: "embedAuth",
      ok: false,
      status: 400,
      result: parsed.reply({
        formError: t(again ? "embed.confirmAgain" : "embed.errors.confirmExpired"),
      }),
      // A confirmation too quick to be considered: the same choice, to confirm once more from now.
      payload: { confirm: again ? await confirmToken(context, sessionId, debateId, check.choice) : null },
    });
  }

  let position: Position | null = null;
  let counted = false;
  if (check.choice !== "signin") {
    // The site's own vote: one per citizen and debate, counted only for a confirmed e-mail.
    const result = await vote(
      context.db,
      { debateId, userId: user.id, position: check.choice },
      counterDoor(context.env, user),
    );
    if (result.ok) {
      position = result.position;
      counted = result.counted;
      if (result.counted) redrawCardSoon(context, debateId);
    } else if (result.status === 400) {
      position = result.existing; // Voted already: that side stands.
      counted = Boolean(user.emailConfirmedAt);
    } else {
      return respond(args, {
        form: "embedAuth",
        ok: false,
        status: result.status,
        headers: result.status === 503 ? { "Retry-After": String(result.retryAfter) } : undefined,
        result: parsed.reply({ formError: translate(t, result.error) }),
      });
    }
  }
  // The embed's handover, for the pop-up only: a page without JavaScript has no script to pass it on.
  const token = context.isDataRequest ? await writeHandover(context, request, user.id) : null;
  return respond(args, { form: "embedAuth", ok: true, payload: { position, counted, token } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "robots", content: "noindex" },
];

type Outcome = { position: Position | null; counted: boolean; token: string | null; confirm: string | null };

export default function EmbedAuthPage() {
  const data = useLoaderData<typeof loader>();
  const outcome = outcomeOf<Outcome>(useActionData<typeof action>(), "embedAuth");
  useOutcomeToast(outcome);
  const navigation = useNavigation();
  const { t } = useTranslation();
  const [handedOver, setHandedOver] = useState(false);
  const token = outcome?.ok ? outcome.token : null;

  useEffect(() => {
    if (!token) return;
    const opener = window.opener as Window | null;
    if (!opener) return;
    // To a window of our own origin only: any other opener receives nothing.
    opener.postMessage({ type: TOKEN_MESSAGE, token }, window.location.origin);
    setHandedOver(true);
    window.close();
  }, [token]);

  const { debate } = data;

  if (!data.user) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("embedAuth.signInTitle")}</h1>
        <p className="mt-1 text-slate-700">{t("embedAuth.signInIntro", { title: debate.title })}</p>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <SignInForm
            FormComponent={Form}
            outcome={null}
            pending={navigation.state === "submitting"}
            redirectTo={data.here}
            idPrefix="embed-auth"
            challenge={data.challenge}
          />
          <p className="mt-6 text-center text-sm text-slate-700">
            {t("embedAuth.newHere")}{" "}
            <Link
              to={`/join?redirectTo=${encodeURIComponent(data.here)}`}
              className="font-semibold text-indigo-800 hover:underline"
            >
              {t("embedAuth.join")}
            </Link>
          </p>
        </div>
      </div>
    );
  }

  if (outcome?.ok) {
    return (
      <div className="mx-auto max-w-md" data-testid="embed-auth-done">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("embedAuth.doneTitle")}</h1>
        <p className="mt-3 rounded-md bg-green-50 px-3 py-2 font-semibold text-green-900" role="status">
          {outcome.position
            ? outcome.position === "for"
              ? t("vote.youSupported")
              : t("vote.youOpposed")
            : t("embedAuth.signedIn")}
        </p>
        {outcome.position && !outcome.counted ? (
          <p className="mt-2 text-sm text-slate-700">{t("vote.pending")}</p>
        ) : null}
        <p className="mt-3 text-slate-700">{handedOver ? t("embedAuth.returning") : t("embedAuth.closeWindow")}</p>
        <p className="mt-3">
          <Link to={`/debates/${debate.id}`} className="font-semibold text-indigo-800 underline">
            {t("embedAuth.openDiscussion")}
          </Link>
        </p>
      </div>
    );
  }

  const formError = outcome && !outcome.ok ? (outcome.result?.error?.[""]?.[0] ?? null) : null;
  const confirm = (outcome && !outcome.ok ? outcome.confirm : null) ?? data.confirm ?? "";
  return (
    <div className="mx-auto max-w-md">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("embedAuth.confirmTitle")}</h1>
      <p className="mt-3 text-lg text-slate-800">
        {data.position
          ? t(data.position === "for" ? "embedAuth.confirmFor" : "embedAuth.confirmAgainst", {
              title: debate.title,
              name: data.user.name,
            })
          : t("embedAuth.continueIntro", { title: debate.title, name: data.user.name })}
      </p>
      {formError ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" role="alert">
          {formError}
        </p>
      ) : null}
      <Form method="post" className="mt-5" key={confirm}>
        <input type="hidden" name="debate" value={debate.id} />
        <input type="hidden" name="confirm" value={confirm} />
        <Button type="submit" disabled={navigation.state === "submitting"} data-testid="embed-auth-confirm">
          {data.position ? t("embedAuth.confirm") : t("embedAuth.continue")}
        </Button>
      </Form>
    </div>
  );
}
