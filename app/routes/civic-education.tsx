/**
 * /civic-education (?category=constitution|democratic_process|policy_making|rights_duties): the civic
 * modules for visitors, search engines and browsers without JavaScript, and the data of the Civic
 * Education overlay. Signed in: the progress summary and each module's status; visitors: a sign-in
 * prompt. The modules' forms post to /civic-education/{id}.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { getUser } from "~/auth/guards.server";
import { CivicCatalogue, type CatalogueData } from "~/components/civic/civic-education";
import type { I18nHandle } from "~/i18n/areas";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { civicFilterSchema, civicSummary, listModules } from "~/models/civic";

export const handle: I18nHandle = { i18n: ["civic"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { category } = civicFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const user = await getUser(request, context);
  const language = await getLocale(request);
  const [modules, summary, t] = await Promise.all([
    listModules(context.db, { language, category, userId: user?.id ?? null }),
    user ? civicSummary(context.db, user.id) : Promise.resolve(null),
    getFixedT(language),
  ]);
  const data: CatalogueData = { view: "catalogue", category, modules, summary, signedIn: Boolean(user) };
  return {
    ...data,
    meta: { title: t("civicEducation.metaTitle"), description: t("civicEducation.metaDescription") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
];

export default function CivicEducationPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("civicEducation.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("civicEducation.intro")}</p>
      <div className="mt-6">
        <CivicCatalogue data={data} />
      </div>
    </div>
  );
}
