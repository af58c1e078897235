import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { DebateCard } from "~/components/debates/debate-card";
import { Hero } from "~/components/hero";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { debateListQuerySchema, listDebates } from "~/models/debates.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = debateListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const [page, t] = await Promise.all([listDebates(context.db, query), getLocale(request).then(getFixedT)]);
  return {
    ...page,
    region: query.region ?? null,
    trending: query.trending ?? false,
    meta: { title: t("home.metaTitle"), description: t("home.metaDescription") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
];

export default function Home() {
  const { debates, region, trending, page, hasMore } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const heading = trending ? t("home.headingTrending") : region ? t(`home.heading.${region}`) : t("home.headingAll");

  const pageLink = (n: number) => {
    const params = new URLSearchParams();
    if (region) params.set("region", region);
    if (trending) params.set("trending", "1");
    if (n > 1) params.set("page", String(n));
    const qs = params.toString();
    return qs ? `/?${qs}` : "/";
  };

  return (
    <>
      {signedIn ? null : <Hero />}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          <p className="mt-1 text-slate-700">{t("home.subheading")}</p>
        </div>
        {region || trending ? (
          <Link
            to="/"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-indigo-800 hover:underline"
          >
            {t("home.showAll")}
          </Link>
        ) : null}
      </div>

      {debates.length === 0 ? (
        <section
          className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center"
          aria-labelledby="empty-title"
        >
          <h2 id="empty-title" className="text-lg font-semibold">
            {t("home.empty.title")}
          </h2>
          <p className="mt-2 text-slate-700">{t("home.empty.body")}</p>
        </section>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={heading}>
          {debates.map((debate) => (
            <li key={debate.id} className="flex">
              <DebateCard debate={debate} />
            </li>
          ))}
        </ul>
      )}

      {page > 1 || hasMore ? (
        <nav aria-label={t("pagination.label")} className="mt-8 flex justify-between">
          {page > 1 ? (
            <Link
              to={pageLink(page - 1)}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline"
            >
              {t("pagination.newer")}
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link
              to={pageLink(page + 1)}
              className="inline-flex min-h-11 items-center font-semibold text-indigo-800 hover:underline"
            >
              {t("pagination.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
