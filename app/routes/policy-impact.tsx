/**
 * /policy-impact (?status=verified|pending): the Policy Impact Tracker as a page — what followed the
 * debates (policy changes, government responses, court cases, legislation), the figures, and the
 * filter. Public: outcomes are public record. Also the data of the header's overlay.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { PolicyImpact, type PolicyImpactData } from "~/components/policy/policy-impact";
import type { I18nHandle } from "~/i18n/areas";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { outcomeFilterSchema, listOutcomes, policyStats } from "~/models/policy";

export const handle: I18nHandle = { i18n: ["policy"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status } = outcomeFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const [outcomes, stats, t] = await Promise.all([
    listOutcomes(context.db, { status }),
    policyStats(context.db),
    getLocale(request).then(getFixedT),
  ]);
  const data: PolicyImpactData = { view: "outcomes", status, stats, outcomes };
  return { ...data, meta: { title: t("policyImpact.metaTitle"), description: t("policyImpact.metaDescription") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
];

export default function PolicyImpactPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("policyImpact.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("policyImpact.intro")}</p>
      <div className="mt-6">
        <PolicyImpact data={data} />
      </div>
    </div>
  );
}
