/**
 * /debates/{id}: a debate's own page — the share target, what search engines index, and
 * the discussion without JavaScript. Shows the question, the headline and sources, the
 * vote, the discussion (?tab=, ?cpage=) and the expert contributions (#experts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { debateFormAction, isDebateIntent } from "~/actions/debate-forms.server";
import { getUser } from "~/auth/guards.server";
import { Discussion } from "~/components/debates/discussion";
import { ShareButton } from "~/components/debates/share-button";
import { DebateBadges, VoteControls } from "~/components/debates/debate-parts";
import { VoteBar } from "~/components/debates/vote-bar";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { commentListQuerySchema } from "~/models/comments.server";
import { listExpertContributions, loadDiscussion } from "~/models/discussion.server";
import { readForm, unknownForm } from "~/utils/action.server";
import { notFound, publicOrigin } from "~/utils/http.server";
import { INFOGRAPHIC_HEIGHT, INFOGRAPHIC_WIDTH, infographicPath } from "~/utils/infographic";

export const handle: I18nHandle = { i18n: ["debates", "infographic"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.debateId ?? "";
  const url = new URL(request.url);
  const query = commentListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const user = await getUser(request, context);
  const locale = await getLocale(request);
  const [discussion, experts, t] = await Promise.all([
    loadDiscussion(context.db, id, {
      filter: query.tab,
      page: query.cpage,
      reply: query.reply,
      report: query.report,
      viewerId: user?.id ?? null,
    }),
    listExpertContributions(context.db, id),
    getFixedT(locale),
  ]);
  if (!discussion) notFound();
  const origin = publicOrigin(context, request);
  return {
    discussion,
    experts,
    canonical: origin ? `${origin}/debates/${id}` : null,
    meta: {
      image: origin ? `${origin}${infographicPath(id, locale)}` : null,
      imageAlt: t("infographic.alt", { title: discussion.debate.title }),
      title: t("pages.metaTitle", { title: discussion.debate.title }),
      description: discussion.debate.description || discussion.debate.originalHeadline || "",
      siteName: t("app.name"),
    },
  };
}

/** The debate's forms: vote, comment, reply, like, report, follow (app/actions/debate-forms.server.ts). */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const intent = form.get("intent");
  if (!isDebateIntent(intent)) return unknownForm(args.request);
  return debateFormAction(args, form, intent, {
    card: (id) => `/debates/${id}`,
    discussion: (id) => `/debates/${id}#discussion-title`,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "DebateStorm" }];
  const { meta: m, canonical, discussion } = data;
  return [
    { title: m.title },
    { name: "description", content: m.description },
    ...(canonical
      ? [
          { tagName: "link", rel: "canonical", href: canonical },
          { property: "og:url", content: canonical },
        ]
      : []),
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: m.siteName },
    { property: "og:title", content: discussion.debate.title },
    { property: "og:description", content: m.description },
    { name: "twitter:title", content: discussion.debate.title },
    { name: "twitter:description", content: m.description },
    // The shareable card (1600x1200), so a shared link unfurls with the figures.
    ...(m.image
      ? [
          { property: "og:image", content: m.image },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(INFOGRAPHIC_WIDTH) },
          { property: "og:image:height", content: String(INFOGRAPHIC_HEIGHT) },
          { property: "og:image:alt", content: m.imageAlt },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:image", content: m.image },
          { name: "twitter:image:alt", content: m.imageAlt },
        ]
      : []),
  ];
};

export default function DebatePage() {
  const { discussion, experts } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user);
  const { debate, yourPosition } = discussion;
  const source = debate.sources[0];

  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="debate-title">
      <DebateBadges debate={debate} />
      <h1 id="debate-title" lang={debate.language} className="mt-3 text-2xl font-bold leading-tight sm:text-3xl">
        {debate.title}
      </h1>
      {debate.description ? (
        <p lang={debate.language} className="mt-3 text-lg text-slate-700">
          {debate.description}
        </p>
      ) : null}
      {debate.originalHeadline ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("debate.fromHeadline")}{" "}
          <q lang={debate.language} className="font-medium">
            {debate.originalHeadline}
          </q>
          {source ? (
            <>
              {" — "}
              <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-indigo-800 underline">
                {source.name}
              </a>
            </>
          ) : null}
        </p>
      ) : null}

      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5" aria-label={t("debate.voteSection")}>
        <VoteBar debate={debate} />
        <p className="mt-2 text-sm text-slate-700">{t("debate.participants", { count: debate.participantCount })}</p>
        <VoteControls debate={debate} position={yourPosition} signedIn={signedIn} />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Link
            to={`/?insights=${debate.id}`}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-indigo-800 hover:underline"
          >
            {t("debate.insights")}
          </Link>
          <ShareButton debateId={debate.id} title={debate.title} />
        </div>
      </section>

      <section className="mt-8" aria-labelledby="discussion-title">
        <h2 id="discussion-title" className="text-xl font-bold">
          {t("discussion.title")}
        </h2>
        <div className="mt-2">
          <Discussion
            discussion={discussion}
            signedIn={signedIn}
            link={({ tab, cpage, reply, report }) => {
              const params = new URLSearchParams();
              if (tab && tab !== "all") params.set("tab", tab);
              if (cpage && cpage > 1) params.set("cpage", String(cpage));
              if (reply) params.set("reply", reply);
              if (report) params.set("report", report);
              const qs = params.toString();
              return `/debates/${debate.id}${qs ? `?${qs}` : ""}#discussion-title`;
            }}
          />
        </div>
      </section>

      <section id="experts" className="mt-10 scroll-mt-4" aria-labelledby="experts-title">
        <h2 id="experts-title" className="text-xl font-bold">
          {t("experts.title")}
        </h2>
        {experts.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("experts.none")}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {experts.map((item) => (
              <li
                key={item.id}
                className="rounded-xl border border-slate-200 bg-white p-4"
                data-testid="expert-contribution"
              >
                <p className="text-xs font-semibold uppercase tracking-wide text-indigo-800">
                  {t(`experts.type.${item.contributionType}`)}
                </p>
                <p className="mt-2 text-slate-800">{item.content}</p>
                {item.supportingDocuments.length ? (
                  <ul className="mt-2 space-y-1 text-sm">
                    {item.supportingDocuments.map((doc) => (
                      <li key={doc}>
                        <a
                          href={doc}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="break-all text-indigo-800 underline"
                        >
                          {doc}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-2 text-sm text-slate-600">
                  {item.expert.name} · {item.expert.expertise}
                  {item.expert.institutionAffiliation ? ` · ${item.expert.institutionAffiliation}` : ""} ·{" "}
                  {new Date(item.createdAt).toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
