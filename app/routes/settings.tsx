/**
 * /settings: the citizen's own account, in sections that each work without JavaScript (each form posts
 * here with its `intent`): profile and language, password, e-mail address, sign-in methods, sessions,
 * which notifications arrive by e-mail, replies, push on this device, premium membership (its billing portal), the
 * export and the way to delete the account (/settings/delete). docs/account-settings.md.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/guards.server";
import { startLink } from "~/auth/link-intent.server";
import {
  currentSessionId,
  emailChangeSchema,
  linkSchema,
  passwordChangeSchema,
  profileSchema,
  sessionSchema,
  unlinkSchema,
  changePassword,
  endOtherSessions,
  endSessionOf,
  linkedProviders,
  listSessions,
  pendingEmailChange,
  proveIdentity,
  requestEmailChange,
  unlinkProvider,
  updateProfile,
  type Refusal,
} from "~/models/accounts";
import { SettingsContents } from "~/components/account/section";
import { MembershipSection } from "~/components/account/membership-section";
import { DangerSection, NotificationEmailsSection, SessionsSection } from "~/components/account/session-sections";
import { PushSection, RepliesSection } from "~/components/account/notification-sections";
import { EmailSection, PasswordSection, ProfileSection, SignInSection } from "~/components/account/settings-sections";
import { useOutcomeToast } from "~/components/ui/action-result";
import type { I18nHandle } from "~/i18n/areas";
import { chosenLanguageCookies, getFixedT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { premiumAvailable } from "~/models/payments";
import { premiumFormAction } from "~/actions/premium-forms.server";
import { emailSettings, optionalNotifications, pushDeviceCount } from "~/models/notifications";
import { isNotificationIntent, notificationForm } from "~/actions/notification-forms.server";
import { readForm, respond, unknownForm, type ActionArgs } from "~/utils/action.server";
import { translate, translatorFor, type Translate } from "~/utils/http.server";
import { parseForm, type FormParse } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["accounts", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const current = await currentSessionId(context, request);
  const [sessionList, providers, pending, emails, replies, devices] = await Promise.all([
    listSessions(context.db, user.id, current),
    linkedProviders(context.db, user.id),
    pendingEmailChange(context.db, user.id),
    emailSettings(context.db, user.id),
    optionalNotifications(context.db, user.id),
    pushDeviceCount(context.db, user.id),
  ]);
  return {
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      phoneNumber: user.phoneNumber ?? "",
      dateOfBirth: user.dateOfBirth ?? "",
      location: user.location ?? "",
      occupation: user.occupation ?? "",
      politicalAffiliation: user.politicalAffiliation ?? "",
      language: user.language,
    },
    email: user.email,
    emailConfirmed: Boolean(user.emailConfirmedAt),
    pendingEmail: pending?.email ?? null,
    hasPassword: Boolean(user.passwordHash),
    providers: providers.map((p) => ({ provider: p.provider, subject: p.subject, linkedAt: p.linkedAt })),
    providerName: context.config.oidc?.providerName ?? null,
    sessions: sessionList,
    emailSettings: emails,
    membership: { premium: user.isPremium, paymentsAvailable: premiumAvailable(context.config.stripe) },
    replies,
    // The key browsers subscribe with (public by design); null: push is not configured here.
    push: { publicKey: context.config.push?.publicKey ?? null, devices },
    meta: { title: t("account.settings.metaTitle") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

const PASSWORDS = ["currentPassword", "newPassword", "confirmPassword"];

/** A refusal from the model, beside its field or for the whole form. */
function refused<T>(
  args: ActionArgs,
  t: Translate,
  form: string,
  parsed: FormParse<T>,
  refusal: Refusal,
  hideFields = PASSWORDS,
) {
  const message = translate(t, refusal.error);
  const result = parsed.reply(
    refusal.field ? { fieldErrors: { [refusal.field]: message }, hideFields } : { formError: message, hideFields },
  );
  return respond(args, {
    form,
    ok: false,
    status: refusal.status,
    result,
    toast: refusal.field ? undefined : { title: message, variant: "destructive" },
    headers: refusal.retryAfter ? { "Retry-After": String(refusal.retryAfter) } : undefined,
  });
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const intent = form.get("intent");
  const invalid = (name: string, parsed: FormParse<unknown>) =>
    respond(args, { form: name, ok: false, result: parsed.reply({ hideFields: PASSWORDS }) });

  switch (intent) {
    case "profile": {
      const parsed = parseForm(t, form, profileSchema);
      if (!parsed.ok) return invalid("profile", parsed);
      const result = await updateProfile(context.db, user.id, parsed.value);
      if (!result.ok) {
        const fieldErrors = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, message]) => [field, message ? translate(t, message) : ""]),
        );
        return respond(args, { form: "profile", ok: false, status: 409, result: parsed.reply({ fieldErrors }) });
      }
      // The page, its toast and the next pages follow the language just saved (which also ends a
      // visit's language, ?lng=); every device the citizen signs in from follows it too (root.tsx).
      // With JavaScript, the root sees the new language and loads the page again (root.tsx).
      const language = result.user.language;
      const headers = new Headers();
      const secure = new URL(request.url).protocol === "https:";
      for (const cookie of await chosenLanguageCookies(language, secure)) headers.append("Set-Cookie", cookie);
      const told = await getFixedT(language);
      return respond(args, {
        form: "profile",
        ok: true,
        redirectTo: "/settings#profile",
        toast: { title: told("account.profile.saved") },
        headers,
      });
    }
    case "password": {
      const parsed = parseForm(t, form, passwordChangeSchema);
      if (!parsed.ok) return invalid("password", parsed);
      const result = await changePassword(context, request, user, parsed.value);
      if (!result.ok) return refused(args, t, "password", parsed, result);
      return respond(args, {
        form: "password",
        ok: true,
        redirectTo: "/settings#password",
        toast: {
          title: t(user.passwordHash ? "account.password.changed" : "account.password.set"),
          description: t("account.password.othersEnded", { count: result.endedSessions }),
        },
      });
    }
    case "email": {
      const parsed = parseForm(t, form, emailChangeSchema);
      if (!parsed.ok) return invalid("email", parsed);
      const result = await requestEmailChange(context, request, user, parsed.value);
      if (!result.ok) return refused(args, t, "email", parsed, result);
      return respond(args, {
        form: "email",
        ok: true,
        redirectTo: "/settings#email",
        toast: {
          title: t("account.email.sentTitle"),
          description: t("account.email.sentBody", { email: parsed.value.email }),
        },
      });
    }
    case "endSession": {
      const parsed = parseForm(t, form, sessionSchema);
      if (!parsed.ok) return invalid("endSession", parsed);
      // Only the citizen's own sessions: another's id is not found (404), whoever it belongs to.
      const ended = await endSessionOf(context.db, user.id, parsed.value.sessionId);
      if (!ended) {
        const toast = { title: t("account.sessions.errors.notFound"), variant: "destructive" as const };
        return respond(args, { form: "endSession", ok: false, status: 404, toast });
      }
      return respond(args, {
        form: "endSession",
        ok: true,
        redirectTo: "/settings#sessions",
        toast: { title: t("account.sessions.ended") },
      });
    }
    case "endOtherSessions": {
      const count = await endOtherSessions(context.db, user.id, await currentSessionId(context, request));
      return respond(args, {
        form: "endOtherSessions",
        ok: true,
        redirectTo: "/settings#sessions",
        toast: { title: t("account.sessions.othersEnded", { count }) },
      });
    }
    case "link": {
      const parsed = parseForm(t, form, linkSchema);
      if (!parsed.ok) return invalid("link", parsed);
      const unavailable = () =>
        respond(args, {
          form: "link",
          ok: false,
          status: 503,
          toast: {
            title: t("account.signIn.linkFailed"),
            description: t("auth.external.unavailableBody"),
            variant: "destructive",
          },
        });
      if (!context.config.oidc) return unavailable();
      // A fresh proof that it is the citizen (their password, or a provider sign-in in the last ten
      // minutes for an account without one) before another way in is added: docs/account-settings.md.
      const proof = await proveIdentity(context, request, user, parsed.value.currentPassword);
      if (!proof.ok) return refused(args, t, "link", parsed, proof);
      // Starts the provider's flow for this account and this session (the signed link cookie).
      const started = await startLink(context, request, user.id);
      // Thrown: a redirect away, like requireUser's (it keeps the page's data types).
      if (started) throw started;
      return unavailable();
    }
    case "unlink": {
      const parsed = parseForm(t, form, unlinkSchema);
      if (!parsed.ok) return invalid("unlink", parsed);
      const result = await unlinkProvider(context.db, user, parsed.value);
      if (!result.ok) return refused(args, t, "unlink", parsed, result);
      return respond(args, {
        form: "unlink",
        ok: true,
        redirectTo: "/settings#sign-in",
        toast: { title: t("account.signIn.unlinked") },
      });
    }
    case "manage": // Stripe's billing portal, back to this section.
      return premiumFormAction(args, user, "manage", "/settings#membership");
    default:
      if (isNotificationIntent(intent)) return notificationForm(args, form, intent, user, t);
      return unknownForm(request);
  }
}

export default function Settings() {
  const data = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation();
  useOutcomeToast(outcome);
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("account.settings.title")}</h1>
      <p className="mt-2 text-slate-700">{t("account.settings.intro")}</p>
      <SettingsContents />
      <div className="mt-6 space-y-6">
        <ProfileSection profile={data.profile} outcome={outcome} />
        <PasswordSection hasPassword={data.hasPassword} outcome={outcome} />
        <EmailSection
          email={data.email}
          confirmed={data.emailConfirmed}
          pending={data.pendingEmail}
          hasPassword={data.hasPassword}
          outcome={outcome}
        />
        <SignInSection
          hasPassword={data.hasPassword}
          providers={data.providers}
          providerName={data.providerName}
          outcome={outcome}
        />
        <SessionsSection sessions={data.sessions} />
        <NotificationEmailsSection settings={data.emailSettings} />
        <MembershipSection
          premium={data.membership.premium}
          paymentsAvailable={data.membership.paymentsAvailable}
          outcome={outcome}
        />
        <RepliesSection on={data.replies} />
        <PushSection publicKey={data.push.publicKey} devices={data.push.devices} />
        <DangerSection />
      </div>
    </div>
  );
}
