/**
 * /live-rooms (SPEC.md sections 2 and 8, docs/live-rooms.md): the premium banner, the rooms (live
 * ones with "Join Live Debate", scheduled ones with "Join When Live"), and three dialogs whose
 * open state is the URL, so all of it works without JavaScript:
 *   ?create=1  Create Room (premium members), else Upgrade to Premium (members), else sign in;
 *   ?upgrade=1 Upgrade to Premium; ?join={id} the same checks before a room.
 * The page's one action serves three forms: "create" (a room), "subscribe" (to Stripe's Checkout),
 * "manage" (to Stripe's customer portal, where a member cancels). Back from Checkout
 * (?premium=return&session_id=…), the loader confirms the session with Stripe and says
 * 'Premium Activated!'.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import * as z from "~/models/zod";

import { getUser, requireUser } from "~/auth/guards.server";
import { outcomeOf, useOutcomeToast, fieldError, fieldValue } from "~/components/ui/action-result";
import { Button, LinkButton, buttonClass } from "~/components/ui/button";
import { FormError, InputField, SelectField, SubmitButton, TextAreaField } from "~/components/ui/field";
import { RouteDialog } from "~/components/ui/route-dialog";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import { REGIONS } from "~/db/enums";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  createRoomSchema,
  ROOM_DEFAULT_PARTICIPANTS,
  ROOM_MAX_PARTICIPANTS,
  ROOM_MIN_PARTICIPANTS,
  ROOM_TITLE_MAX,
} from "~/models/live-rooms.schema";
import { createRoom, listRooms, type PublicRoom } from "~/models/live-rooms.server";
import {
  confirmPremiumReturn,
  premiumAvailable,
  premiumPortal,
  PREMIUM_MONTHLY_CENTS,
  startPremiumCheckout,
} from "~/models/premium.server";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { formatMoney, formatNumber } from "~/utils/format";
import { publicOrigin, translate, translatorFor } from "~/utils/http.server";
import { payments } from "~/utils/payments.server";
import { localRedirect } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["rooms"] };

const querySchema = z.object({
  create: z.literal("1").optional().catch(undefined),
  upgrade: z.literal("1").optional().catch(undefined),
  join: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  premium: z.literal("return").optional().catch(undefined),
  session_id: z
    .string()
    .regex(/^cs_[\w]{1,200}$/)
    .optional()
    .catch(undefined),
});

type Dialog = "create" | "upgrade" | "signin" | null;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const t = await translatorFor(request);
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const stripe = context.config.stripe;

  if (query.premium && user && query.session_id && premiumAvailable(stripe)) {
    // Back from Checkout: confirm with Stripe now rather than wait for the webhook.
    let premium = user.isPremium;
    if (!premium) {
      try {
        premium = await confirmPremiumReturn(context.db, payments(context.env, stripe), user.id, query.session_id);
      } catch (error) {
        console.error("premium return", error);
      }
    }
    const toast = premium
      ? { title: t("rooms.toast.premiumTitle"), description: t("rooms.toast.premiumBody") }
      : { title: t("rooms.toast.pendingTitle"), description: t("rooms.toast.pendingBody") };
    throw await redirectWithToast("/live-rooms", toast, { config: context.config, request });
  }

  const wanted = query.create ? "create" : query.upgrade || query.join ? "upgrade" : null;
  if (query.join && user?.isPremium) throw localRedirect(`/live-rooms/${encodeURIComponent(query.join)}`);
  const dialog: Dialog = !wanted
    ? null
    : !user
      ? "signin"
      : wanted === "create" && user.isPremium
        ? "create"
        : user.isPremium
          ? null
          : "upgrade";

  return {
    rooms: await listRooms(context.db),
    user: user ? { isPremium: user.isPremium } : null,
    paymentsAvailable: premiumAvailable(stripe),
    // From the server module: the browser bundle has no .server code.
    premiumMonthlyCents: PREMIUM_MONTHLY_CENTS,
    dialog,
    joining: Boolean(query.join),
    meta: { title: t("rooms.metaTitle"), description: t("rooms.metaDescription") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const user = await requireUser(args.request, args.context);
  const t = await translatorFor(args.request);
  const intent = form.get("intent");

  if (intent === "create") {
    if (!user.isPremium) {
      return respond(args, {
        form: "create",
        ok: false,
        status: 403,
        redirectTo: "/live-rooms?upgrade=1",
        toast: {
          title: t("rooms.toast.creationFailed"),
          description: t("rooms.errors.premiumRequired"),
          variant: "destructive",
        },
      });
    }
    const parsed = parseForm(t, form, createRoomSchema);
    if (!parsed.ok) return respond(args, { form: "create", ok: false, result: parsed.reply() });
    const created = await createRoom(args.context.db, user, parsed.value);
    if (!created.ok) {
      return respond(args, {
        form: "create",
        ok: false,
        status: created.status,
        toast: {
          title: t("rooms.toast.creationFailed"),
          description: translate(t, created.error),
          variant: "destructive",
        },
      });
    }
    return respond(args, {
      form: "create",
      ok: true,
      redirectTo: "/live-rooms",
      navigate: true,
      toast: { title: t("rooms.toast.createdTitle"), description: t("rooms.toast.createdBody") },
    });
  }

  if (intent === "subscribe" || intent === "manage") {
    const stripe = args.context.config.stripe;
    const origin = publicOrigin(args.context, args.request);
    if (!premiumAvailable(stripe) || !origin) {
      return respond(args, {
        form: intent,
        ok: false,
        status: 503,
        toast: {
          title: t("rooms.toast.subscriptionFailed"),
          description: t("rooms.premium.notAvailable"),
          variant: "destructive",
        },
      });
    }
    const started =
      intent === "subscribe"
        ? await startPremiumCheckout(
            args.context.db,
            payments(args.context.env, stripe),
            stripe.premiumPriceId,
            user,
            origin,
          )
        : await premiumPortal(args.context.db, payments(args.context.env, stripe), user.id, `${origin}/live-rooms`);
    if (!started.ok) {
      return respond(args, {
        form: intent,
        ok: false,
        status: started.status,
        toast: {
          title: t("rooms.toast.subscriptionFailed"),
          description: translate(t, started.error),
          variant: "destructive",
        },
      });
    }
    return respond(args, { form: intent, ok: true, leaveTo: started.url, navigate: true });
  }

  return unknownForm(args.request);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "description", content: data?.meta.description ?? "" },
];

export default function LiveRooms() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const actionData = useActionData<typeof action>();
  const created = outcomeOf(actionData, "create");
  useOutcomeToast(created);
  useOutcomeToast(outcomeOf(actionData, "subscribe"));
  const manage = outcomeOf(actionData, "manage");
  useOutcomeToast(manage);
  const manageRefused = manage && !manage.ok ? manage : null;
  const price = formatMoney(data.premiumMonthlyCents, "usd", i18n.language);
  const premium = data.user?.isPremium ?? false;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("rooms.title")}</h1>
          <p className="mt-1 max-w-2xl text-slate-700">{t("rooms.subtitle")}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("rooms.regionsLabel")}>
            {REGIONS.map((region) => (
              <li
                key={region}
                className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-900"
              >
                {t(`rooms.region.${region}`)}
              </li>
            ))}
          </ul>
        </div>
        <LinkButton to="/live-rooms?create=1" preventScrollReset data-testid="create-room">
          {t("rooms.create.open")}
        </LinkButton>
      </div>

      <section
        aria-labelledby="premium-banner-title"
        className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        data-testid="premium-banner"
      >
        <h2 id="premium-banner-title" className="text-lg font-bold">
          {premium ? t("rooms.banner.memberTitle") : t("rooms.banner.title")}
        </h2>
        <p className="mt-1">{premium ? t("rooms.banner.memberBody") : t("rooms.banner.body", { price })}</p>
        <div className="mt-3">
          {premium ? (
            data.paymentsAvailable ? (
              <Form method="post" className="grid justify-start gap-2">
                <FormError id="manage-error" message={manageRefused?.toast?.description} />
                <input type="hidden" name="intent" value="manage" />
                <Button type="submit" variant="secondary" data-testid="manage-premium">
                  {t("rooms.banner.manage")}
                </Button>
              </Form>
            ) : null
          ) : (
            <LinkButton to="/live-rooms?upgrade=1" preventScrollReset variant="secondary">
              {t("rooms.banner.upgrade")}
            </LinkButton>
          )}
        </div>
      </section>

      <section aria-labelledby="rooms-title" className="mt-8">
        <h2 id="rooms-title" className="text-xl font-bold text-slate-900">
          {t("rooms.listTitle")}
        </h2>
        {data.rooms.length === 0 ? (
          <div
            className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center"
            data-testid="rooms-empty"
          >
            <p className="text-lg font-semibold text-slate-900">{t("rooms.empty.title")}</p>
            <p className="mt-1 text-slate-700">{t("rooms.empty.body")}</p>
            <LinkButton to="/live-rooms?create=1" preventScrollReset className="mt-4">
              {t("rooms.create.open")}
            </LinkButton>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="room-list">
            {data.rooms.map((room) => (
              <RoomCard key={room.id} room={room} premium={premium} />
            ))}
          </ul>
        )}
      </section>

      {data.dialog === "create" ? <CreateRoomDialog /> : null}
      {data.dialog === "upgrade" ? (
        <UpgradeDialog price={price} available={data.paymentsAvailable} joining={data.joining} />
      ) : null}
      {data.dialog === "signin" ? (
        <RouteDialog title={t("rooms.toast.authTitle")} closeTo="/live-rooms" testId="rooms-signin">
          <SignInPrompt
            message={data.joining ? t("rooms.signIn.join") : t("rooms.signIn.create")}
            action={t("rooms.signIn.action")}
            testId="rooms-signin-prompt"
          />
        </RouteDialog>
      ) : null}
    </div>
  );
}

function RoomCard({ room, premium }: { room: PublicRoom; premium: boolean }) {
  const { t, i18n } = useTranslation();
  const target = premium ? `/live-rooms/${room.id}` : `/live-rooms?join=${room.id}`;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="room-card">
      <div className="flex flex-wrap items-center gap-2">
        {room.isLive ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
            {t("rooms.card.live")}
          </span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-bold text-slate-800">
            {t("rooms.card.scheduled")}
          </span>
        )}
        <span className="rounded-full border border-indigo-200 px-2 py-0.5 text-xs font-semibold text-indigo-900">
          {t(`rooms.region.${room.category}`)}
        </span>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{room.title}</h3>
      {room.description ? <p className="mt-1 line-clamp-3 text-slate-700">{room.description}</p> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt>{t("rooms.card.participants")}</dt>
        <dd className="text-right font-medium">
          {t("rooms.card.seats", {
            current: formatNumber(room.currentParticipants, i18n.language),
            max: formatNumber(room.maxParticipants, i18n.language),
          })}
        </dd>
        <dt>{t("rooms.card.session")}</dt>
        <dd className="text-right font-medium">
          {t("rooms.card.minutes", {
            count: room.sessionDuration,
            minutes: formatNumber(room.sessionDuration, i18n.language),
          })}
        </dd>
        <dt>{t("rooms.card.continue")}</dt>
        <dd className="text-right font-medium">{formatMoney(room.sessionPrice, "usd", i18n.language)}</dd>
      </dl>
      <Link
        to={target}
        className={buttonClass({ variant: room.isLive ? "primary" : "outline", block: true }, "mt-4")}
        aria-label={`${room.isLive ? t("rooms.card.joinLive") : t("rooms.card.joinWhenLive")}: ${room.title}`}
      >
        {room.isLive ? t("rooms.card.joinLive") : t("rooms.card.joinWhenLive")}
      </Link>
    </li>
  );
}

function CreateRoomDialog() {
  const { t } = useTranslation();
  const outcome = outcomeOf(useActionData<typeof action>(), "create");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <RouteDialog title={t("rooms.create.title")} closeTo="/live-rooms" testId="create-room-dialog">
      <Form method="post" className="grid gap-4" noValidate aria-describedby="create-error">
        <input type="hidden" name="intent" value="create" />
        <FormError id="create-error" message={fieldError(refused, "")} />
        <InputField
          label={t("rooms.create.titleLabel")}
          name="title"
          required
          minLength={3}
          maxLength={ROOM_TITLE_MAX}
          defaultValue={fieldValue(refused, "title")}
          error={fieldError(refused, "title")}
          hint={t("rooms.create.titleHint")}
        />
        <TextAreaField
          label={t("rooms.create.descriptionLabel")}
          name="description"
          rows={3}
          defaultValue={fieldValue(refused, "description")}
          error={fieldError(refused, "description")}
        />
        <SelectField
          label={t("rooms.create.categoryLabel")}
          name="category"
          defaultValue={fieldValue(refused, "category") ?? "global"}
          error={fieldError(refused, "category")}
          options={REGIONS.map((region) => ({ value: region, label: t(`rooms.region.${region}`) }))}
        />
        <InputField
          label={t("rooms.create.maxLabel")}
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          min={ROOM_MIN_PARTICIPANTS}
          max={ROOM_MAX_PARTICIPANTS}
          defaultValue={fieldValue(refused, "maxParticipants") ?? String(ROOM_DEFAULT_PARTICIPANTS)}
          error={fieldError(refused, "maxParticipants")}
          hint={t("rooms.create.maxHint", { min: ROOM_MIN_PARTICIPANTS, max: ROOM_MAX_PARTICIPANTS })}
        />
        <SubmitButton pending={pending} label={t("rooms.create.submit")} pendingLabel={t("rooms.create.submitting")} />
      </Form>
    </RouteDialog>
  );
}

function UpgradeDialog({ price, available, joining }: { price: string; available: boolean; joining: boolean }) {
  const { t } = useTranslation();
  const refused = outcomeOf(useActionData<typeof action>(), "subscribe");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "subscribe";
  return (
    <RouteDialog title={t("rooms.upgrade.title")} closeTo="/live-rooms" testId="upgrade-dialog">
      <p className="text-slate-800">{joining ? t("rooms.upgrade.joinBody") : t("rooms.upgrade.body")}</p>
      <p className="mt-3 text-2xl font-bold text-slate-900">{t("rooms.upgrade.price", { price })}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
        <li>{t("rooms.upgrade.featureCreate")}</li>
        <li>{t("rooms.upgrade.featureJoin")}</li>
        <li>{t("rooms.upgrade.featureCancel")}</li>
      </ul>
      {available ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="subscribe" />
          <FormError id="subscribe-error" message={refused && !refused.ok ? refused.toast?.description : null} />
          <SubmitButton
            pending={pending}
            label={t("rooms.upgrade.submit")}
            pendingLabel={t("rooms.upgrade.submitting")}
          />
        </Form>
      ) : (
        <p
          role="status"
          className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-slate-800"
          data-testid="payments-unavailable"
        >
          {t("rooms.premium.notAvailable")}
        </p>
      )}
    </RouteDialog>
  );
}
