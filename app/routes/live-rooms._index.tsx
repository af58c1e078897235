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
import { useActionData, useLoaderData } from "@remix-run/react";
import * as z from "~/utils/zod";

import { getUser, requireUser } from "~/auth/guards.server";
import { CreateRoomDialog, PremiumBanner, RoomCard, UpgradeDialog } from "~/components/rooms/room-list-parts";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { LinkButton } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/route-dialog";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import { REGIONS } from "~/db/enums";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { createRoomSchema, createRoom, listRooms } from "~/models/rooms";
import {
  confirmPremiumReturn,
  premiumAvailable,
  premiumPortal,
  PREMIUM_MONTHLY_CENTS,
  startPremiumCheckout,
  payments,
} from "~/models/payments";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { formatMoney } from "~/utils/format";
import { publicOrigin, translate, translatorFor } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";
import { redirectWithToast } from "~/utils/toast.server";
import { once } from "~/utils/once";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["rooms"] };

const querySchema = /* @__PURE__ */ once(() =>
  z.object({
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
  }),
);

type Dialog = "create" | "upgrade" | "signin" | null;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const t = await translatorFor(request);
  const query = querySchema().parse(Object.fromEntries(new URL(request.url).searchParams));
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

      <PremiumBanner
        premium={premium}
        price={price}
        paymentsAvailable={data.paymentsAvailable}
        manageError={manageRefused?.toast?.description}
      />

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
