/**
 * /campaign-packages: buying a campaign in three steps (docs/campaigns.md), each a plain form, so the
 * whole purchase works without JavaScript:
 *   1. packages (GET ?currency=usd|inr; choosing one is a GET form to ?package=…),
 *   2. details (POST intent=details: validated on the server, messages per field),
 *   3. summary and payment (POST intent=pay: the pending campaign, then Stripe's hosted Checkout page;
 *      intent=edit goes back to the details with what was typed).
 * Step 3 carries the details as hidden fields and the attempt's key: submitting it twice makes one
 * campaign and one Checkout session. The amount is the catalogue's; the form sends none.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";

import { requireUser } from "~/auth/guards.server";
import {
  DETAIL_FIELDS,
  DetailsStep,
  PackageStep,
  PaymentStep,
  type DetailValues,
  type StepPayload,
} from "~/components/campaigns/purchase-steps";
import { outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  campaignDetailsSchema,
  campaignPaymentSchema,
  currencySchema,
  packageTypeSchema,
  campaignForAttempt,
  checkoutForCampaign,
} from "~/models/campaigns";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { publicOrigin, translate, translatorFor } from "~/utils/http.server";
import { payments } from "~/models/payments";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["campaigns"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const t = await translatorFor(request);
  const url = new URL(request.url);
  const currency = currencySchema.catch("usd").parse(url.searchParams.get("currency") ?? undefined);
  const chosen = packageTypeSchema.safeParse(url.searchParams.get("package"));
  return {
    currency,
    packageType: chosen.success ? chosen.data : null,
    paymentsReady: Boolean(context.config.stripe),
    meta: { title: t("campaigns.packages.metaTitle") },
  };
}

/** What was typed, as text, to fill the fields again (never trusted: re-parsed on every post). */
function typed(form: FormData): DetailValues {
  const values: DetailValues = {};
  for (const name of DETAIL_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 2000);
  }
  return values;
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const user = await requireUser(args.request, args.context);
  const t = await translatorFor(args.request);
  const intent = form.get("intent");
  if (intent !== "details" && intent !== "edit" && intent !== "pay") return unknownForm(args.request);
  const packageType = packageTypeSchema.safeParse(form.get("packageType"));
  const currency = currencySchema.catch("usd").parse(form.get("currency") ?? undefined);
  if (!packageType.success) {
    return respond(args, {
      form: "campaign",
      ok: false,
      toast: { title: t("campaigns.errors.package"), variant: "destructive" },
    });
  }
  const base = { packageType: packageType.data, currency, values: typed(form) };

  if (intent === "edit")
    return respond<StepPayload>(args, { form: "campaign", ok: true, payload: { step: 2, ...base } });

  const parsed =
    intent === "pay" ? parseForm(t, form, campaignPaymentSchema) : parseForm(t, form, campaignDetailsSchema);
  if (!parsed.ok) {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: false,
      result: parsed.reply(),
      payload: { step: 2, ...base },
    });
  }
  if (intent === "details") {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: true,
      payload: { step: 3, ...base, attempt: crypto.randomUUID() },
    });
  }

  // intent === "pay"
  const attempt = "attempt" in parsed.value ? String(parsed.value.attempt) : "";
  const stay = { step: 3 as const, ...base, attempt };
  const stripe = args.context.config.stripe;
  const origin = publicOrigin(args.context, args.request);
  if (!stripe || !origin) {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: false,
      status: 503,
      payload: stay,
      toast: {
        title: t("campaigns.pay.errorTitle"),
        description: t("campaigns.pay.notConfigured"),
        variant: "destructive",
      },
    });
  }
  const campaign = await campaignForAttempt(args.context.db, user.id, parsed.value, `form:${attempt}`);
  const started = await checkoutForCampaign(payments(args.context.env, stripe), campaign, origin);
  if (!started.ok) {
    return respond<StepPayload>(args, {
      form: "campaign",
      ok: false,
      status: started.status,
      payload: stay,
      toast: started.stripeMessage
        ? { title: t("campaigns.pay.failedTitle"), description: started.stripeMessage, variant: "destructive" }
        : { title: t("campaigns.pay.errorTitle"), description: translate(t, started.error), variant: "destructive" },
    });
  }
  return respond(args, {
    form: "campaign",
    ok: true,
    ...(started.url ? { leaveTo: started.url } : { redirectTo: "/campaign-management" }),
    navigate: true,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }];

export default function CampaignPackages() {
  const data = useLoaderData<typeof loader>();
  const outcome = outcomeOf<StepPayload>(useActionData<typeof action>(), "campaign");
  const { t } = useTranslation();
  useOutcomeToast(outcome);
  const step = outcome?.step ?? (data.packageType ? 2 : 1);
  const packageType = outcome?.packageType ?? data.packageType;
  const currency = outcome?.currency ?? data.currency;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("campaigns.packages.title")}</h1>
      <p className="mt-2 text-slate-700">{t("campaigns.packages.intro")}</p>
      <ol className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t("campaigns.packages.stepsLabel")}>
        {[1, 2, 3].map((n) => (
          <li
            key={n}
            aria-current={n === step ? "step" : undefined}
            className={`rounded-full px-3 py-1 ${n === step ? "bg-indigo-700 text-white" : "bg-slate-100 text-slate-700"}`}
          >
            {t(`campaigns.packages.step${n}`)}
          </li>
        ))}
      </ol>
      {step === 1 || !packageType ? (
        <PackageStep currency={currency} paymentsReady={data.paymentsReady} />
      ) : step === 2 ? (
        <DetailsStep packageType={packageType} currency={currency} outcome={outcome} />
      ) : (
        <PaymentStep
          packageType={packageType}
          currency={currency}
          values={outcome?.values ?? {}}
          attempt={outcome?.attempt ?? ""}
        />
      )}
    </div>
  );
}
