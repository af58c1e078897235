/**
 * /developers: the reference of the JSON API and the feeds (docs/api.md, docs/feeds.md), rendered
 * on the server from the OpenAPI document the build wrote (/api/openapi.json). Plain HTML: no
 * client library, nothing that needs JavaScript. The page's own words are in the reader's language;
 * the contract's (summaries, field descriptions) are English, marked `lang="en"`.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~/i18n/config";
import { loadApiReference } from "~/utils/api-reference.server";
import { OPENAPI_PATH } from "~/utils/api-reference";
import { cell, FieldTable, headCell, Operation, TypeText } from "~/components/developers/reference-parts";
import { FEED_DIVISIONS, feedPath } from "~/utils/feeds";

export const handle: I18nHandle = { i18n: ["developers"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const [reference, t] = await Promise.all([loadApiReference(), getLocale(request).then(getFixedT)]);
  if (!reference) throw new Response("The API reference is missing: run `npm run build`.", { status: 503 });
  const feeds = SUPPORTED_LANGUAGES.flatMap((language) =>
    FEED_DIVISIONS.map((division) => ({
      language,
      division,
      atom: feedPath({ division, format: "atom", language }),
      rss: feedPath({ division, format: "rss", language }),
    })),
  );
  return {
    reference,
    feeds,
    meta: { title: t("developers.metaTitle"), description: t("developers.intro") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
  { tagName: "link", rel: "alternate", type: "application/json", href: OPENAPI_PATH, title: "OpenAPI 3.1" },
];

export default function DevelopersPage() {
  const { reference, feeds } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-5xl" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t("developers.title")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("developers.intro")}</p>
      <p className="mt-3">
        <a href={OPENAPI_PATH} className="font-semibold text-indigo-800 underline" type="application/json">
          {t("developers.contract")}
        </a>{" "}
        <span className="text-slate-700">{t("developers.contractNote")}</span>
      </p>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="auth-title" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="auth-title" className="text-lg font-semibold text-slate-900">
            {t("developers.authTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("developers.authBody")}</p>
        </section>
        <section aria-labelledby="errors-title" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="errors-title" className="text-lg font-semibold text-slate-900">
            {t("developers.errorsTitle")}
          </h2>
          <p className="mt-2 text-slate-700">{t("developers.errorsBody")}</p>
        </section>
      </div>

      <section id="feeds" aria-labelledby="feeds-title" className="mt-8">
        <h2 id="feeds-title" className="text-2xl font-bold text-slate-900">
          {t("developers.feedsTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("developers.feedsBody")}</p>
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[32rem] border-collapse text-sm">
            <caption className="sr-only">{t("developers.feedsTitle")}</caption>
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  {t("developers.columns.division")}
                </th>
                <th scope="col" className={headCell}>
                  {t("developers.columns.language")}
                </th>
                <th scope="col" className={headCell}>
                  Atom
                </th>
                <th scope="col" className={headCell}>
                  RSS 2.0
                </th>
              </tr>
            </thead>
            <tbody>
              {feeds.map((feed) => (
                <tr key={feed.atom}>
                  <td className={cell}>{t(`developers.divisions.${feed.division}`)}</td>
                  <td className={cell} lang={feed.language}>
                    {LANGUAGE_NAMES[feed.language]}
                  </td>
                  <td className={cell}>
                    <a href={feed.atom} type="application/atom+xml" className="font-mono text-indigo-800 underline">
                      {feed.atom}
                    </a>
                  </td>
                  <td className={cell}>
                    <a href={feed.rss} type="application/rss+xml" className="font-mono text-indigo-800 underline">
                      {feed.rss}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section id="operations" aria-labelledby="operations-title" className="mt-10">
        <h2 id="operations-title" className="text-2xl font-bold text-slate-900">
          {t("developers.operationsTitle")}
        </h2>
        <nav aria-label={t("developers.tocLabel")} className="mt-3">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {reference.tags.map((tag) => (
              <li key={tag.name}>
                <a href={`#tag-${tag.name}`} className="inline-flex min-h-8 items-center text-indigo-800 underline">
                  {t(`developers.tags.${tag.name}`)}
                </a>
              </li>
            ))}
            <li>
              <a href="#shapes" className="inline-flex min-h-8 items-center text-indigo-800 underline">
                {t("developers.schemasTitle")}
              </a>
            </li>
          </ul>
        </nav>
        {reference.tags.map((tag) => (
          <section key={tag.name} id={`tag-${tag.name}`} aria-labelledby={`tag-${tag.name}-title`} className="mt-8">
            <h2 id={`tag-${tag.name}-title`} className="text-xl font-semibold text-slate-900">
              {t(`developers.tags.${tag.name}`)}
            </h2>
            <div className="mt-3 space-y-4">
              {tag.operations.map((op) => (
                <Operation key={`${op.method} ${op.path}`} op={op} />
              ))}
            </div>
          </section>
        ))}
      </section>

      <section id="shapes" aria-labelledby="shapes-title" className="mt-10">
        <h2 id="shapes-title" className="text-2xl font-bold text-slate-900">
          {t("developers.schemasTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("developers.schemasBody")}</p>
        <div className="mt-3 space-y-4">
          {reference.schemas.map((schema) => (
            <section
              key={schema.name}
              id={`schema-${schema.name}`}
              aria-labelledby={`schema-${schema.name}-title`}
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h3 id={`schema-${schema.name}-title`} className="font-mono text-base font-semibold text-slate-900">
                {schema.name}
              </h3>
              {schema.description ? (
                <p className="mt-1 text-sm text-slate-700" lang="en">
                  {schema.description}
                </p>
              ) : null}
              {schema.fields.length ? (
                <FieldTable fields={schema.fields} caption={schema.name} />
              ) : (
                <p className="mt-1 text-sm">
                  <TypeText field={{ type: schema.type, ref: null }} />
                </p>
              )}
            </section>
          ))}
        </div>
      </section>
    </article>
  );
}
