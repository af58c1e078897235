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
import { OPENAPI_PATH, type ReferenceField, type ReferenceOperation } from "~/utils/api-reference";
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

const METHOD_STYLES: Record<string, string> = {
  GET: "bg-sky-100 text-sky-900",
  POST: "bg-emerald-100 text-emerald-900",
  PATCH: "bg-amber-100 text-amber-900",
};

const cell = "border-b border-slate-200 px-3 py-2 align-top text-left";
const headCell = `${cell} font-semibold text-slate-900`;

function TypeText({ field }: { field: Pick<ReferenceField, "type" | "ref"> }) {
  return field.ref ? (
    <a href={`#schema-${field.ref}`} className="font-mono text-indigo-800 underline">
      {field.type}
    </a>
  ) : (
    <code className="font-mono">{field.type}</code>
  );
}

function FieldTable({ fields, caption, withIn }: { fields: ReferenceField[]; caption: string; withIn?: boolean }) {
  const { t } = useTranslation();
  const rows = fields as (ReferenceField & { in?: string })[];
  return (
    <div className="mt-2 overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {t("developers.columns.name")}
            </th>
            {withIn ? (
              <th scope="col" className={headCell}>
                {t("developers.columns.in")}
              </th>
            ) : null}
            <th scope="col" className={headCell}>
              {t("developers.columns.type")}
            </th>
            <th scope="col" className={headCell}>
              {t("developers.columns.required")}
            </th>
            <th scope="col" className={headCell}>
              {t("developers.columns.description")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((field) => (
            <tr key={`${field.in ?? ""}${field.name}`}>
              <td className={cell}>
                <code className="font-mono">{field.name}</code>
              </td>
              {withIn ? <td className={cell}>{t(`developers.in.${field.in ?? "query"}`)}</td> : null}
              <td className={cell}>
                <TypeText field={field} />
              </td>
              <td className={cell}>{field.required ? t("developers.yes") : t("developers.no")}</td>
              <td className={cell} lang="en">
                {field.description ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Operation({ op }: { op: ReferenceOperation }) {
  const { t } = useTranslation();
  const title = `${op.method} ${op.path}`;
  return (
    <section
      id={`op-${op.id}`}
      aria-labelledby={`op-${op.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h3 id={`op-${op.id}-title`} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
        <span className={`rounded px-2 py-0.5 font-mono text-sm ${METHOD_STYLES[op.method] ?? "bg-slate-100"}`}>
          {op.method}
        </span>
        <code className="break-all font-mono">{op.path}</code>
      </h3>
      <p className="mt-2 text-slate-800" lang="en">
        {op.summary}
      </p>
      {op.description ? (
        <p className="mt-1 text-sm text-slate-700" lang="en">
          {op.description}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        <span className="font-semibold">{t("developers.accessLabel")}</span> {t(`developers.access.${op.access}`)}
      </p>
      {op.parameters.length ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("developers.parameters")}</h4>
          <FieldTable fields={op.parameters} caption={`${t("developers.parameters")}: ${title}`} withIn />
        </>
      ) : null}
      {op.body ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("developers.requestBody")}</h4>
          <FieldTable fields={op.body.fields} caption={`${t("developers.requestBody")}: ${title}`} />
        </>
      ) : null}
      <h4 className="mt-4 text-sm font-semibold text-slate-900">{t("developers.responses")}</h4>
      <ul className="mt-2 space-y-1 text-sm">
        {op.responses.map((response) => (
          <li key={response.status}>
            <code className="font-mono font-semibold">
              {response.status === "default" ? t("developers.otherStatus") : response.status}
            </code>{" "}
            <span lang="en">{response.description}</span>
            {response.schema ? (
              <>
                {" "}
                <a href={`#schema-${response.schema}`} className="font-mono text-indigo-800 underline">
                  {response.schema}
                </a>
              </>
            ) : null}
            {response.headers.length ? (
              <span className="text-slate-700">
                {" "}
                ({t("developers.headers")}: <code className="font-mono">{response.headers.join(", ")}</code>)
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

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
