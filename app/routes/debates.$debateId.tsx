/**
 * /debates/{id}: a debate's own page — the share target, what search engines index, and
 * the discussion without JavaScript. Shows the question (in the reader's language when it has a
 * translation, marked, with the original a tap away), the headline and who covered its story, the
 * vote, the discussion (?tab=, ?cpage=), the policy outcomes that followed it (#outcomes) and the
 * expert input (#experts: ranked by what both sides find helpful; the Expert Witness dialog shows
 * the same from this page's data, and posts to this page's action).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { debateFormAction, isDebateIntent } from "~/actions/debate-forms.server";
import { expertFormAction, isExpertIntent } from "~/actions/expert-forms.server";
import { getUser } from "~/auth/guards.server";
import { Discussion } from "~/components/debates/discussion";
import { CommonGround } from "~/components/debates/common-ground";
import { ExpertPanel } from "~/components/experts/expert-panel";
import { OutcomeList } from "~/components/policy/policy-impact";
import { useOfflineState } from "~/components/pwa/offline-support";
import { Coverage } from "~/components/debates/coverage";
import { ShareButton } from "~/components/debates/share-button";
import { TranslationNote } from "~/components/debates/translation-note";
import { DebateBadges, VoteControls } from "~/components/debates/debate-parts";
import { EmbedSnippet } from "~/components/debates/embed-snippet";
import { VoteBar } from "~/components/debates/vote-bar";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { commentListQuerySchema, loadDiscussion } from "~/models/discussion";
import { argumentsById, COMMON_GROUND_THRESHOLDS, loadCommonGround } from "~/models/common-ground";
import { loadExpertPanel } from "~/models/experts";
import { listOutcomes } from "~/models/policy";
import { withTranslation } from "~/models/debates";
import { shownText } from "~/utils/debate-text";
import { pageUrl, readForm, unknownForm } from "~/utils/action.server";
import { notFound, publicOrigin } from "~/utils/http.server";
import { EMBED_HEIGHT, EMBED_WIDTH, embedCode, embedPath } from "~/utils/embed";
import { INFOGRAPHIC_HEIGHT, INFOGRAPHIC_WIDTH, infographicPath } from "~/utils/infographic";
import { keepDataWhenOffline } from "~/pwa/revalidate";
import { languageOf } from "~/utils/script-language";

export const handle: I18nHandle = { i18n: ["debates", "infographic", "experts", "policy", "embed"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = params.debateId ?? "";
  const url = new URL(request.url);
  const query = commentListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const user = await getUser(request, context);
  const locale = await getLocale(request);
  const [discussion, outcomes, t] = await Promise.all([
    loadDiscussion(context.db, id, {
      filter: query.tab,
      page: query.cpage,
      reply: query.reply,
      report: query.report,
      viewerId: user?.id ?? null,
      counters: context.env.DEBATE_COUNTER,
    }),
    listOutcomes(context.db, { debateId: id }),
    getFixedT(locale),
  ]);
  if (!discussion) notFound();
  const [experts, { translation }, commonGround] = await Promise.all([
    loadExpertPanel(context.db, id, user ? { user, position: discussion.yourPosition } : null),
    withTranslation(context.db, discussion.debate, locale),
    loadCommonGround(context.db, id, user?.id ?? null),
  ]);
  // The arguments "Common ground" quotes: the top consensus ones and each group's most telling.
  const view = commonGround?.counted;
  const quoted = await argumentsById(context.db, [
    ...(view?.consensus.slice(0, 10).map((c) => c.commentId) ?? []),
    ...(view?.groups.flatMap((g) => g.representative.slice(0, 4).map((r) => r.commentId)) ?? []),
  ]);
  const shown = shownText({ ...discussion.debate, translation });
  const origin = publicOrigin(context, request);
  return {
    discussion,
    translation,
    experts,
    outcomes,
    commonGround: commonGround ? { data: commonGround, quoted, thresholds: COMMON_GROUND_THRESHOLDS } : null,
    canonical: origin ? `${origin}/debates/${id}` : null,
    // Other sites embed it (docs/embed.md): the code of the "Embed this debate" box, and oEmbed's
    // discovery link, both from the public origin (none when there is no origin to build them from).
    embed: origin
      ? {
          code: embedCode({
            src: `${origin}${embedPath(id)}`,
            title: t("embed.frameTitle", { title: shown.title }),
            width: EMBED_WIDTH,
            height: EMBED_HEIGHT,
          }),
          oembed: `${origin}/oembed?url=${encodeURIComponent(`${origin}/debates/${id}`)}&format=json`,
        }
      : null,
    meta: {
      image: origin ? `${origin}${infographicPath(id, locale)}` : null,
      imageAlt: t("infographic.alt", { title: discussion.debate.title }),
      title: t("pages.metaTitle", { title: shown.title }),
      description: discussion.debate.description || discussion.debate.originalHeadline || "",
      siteName: t("app.name"),
    },
  };
}

/**
 * The debate's forms: vote, comment, reply, like, report, follow (app/actions/debate-forms.server.ts);
 * apply, contribute and rate expert input (app/actions/expert-forms.server.ts), from the #experts
 * section and the dialog.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const intent = form.get("intent");
  if (isExpertIntent(intent)) {
    return expertFormAction(args, form, intent, {
      here: `${pageUrl(args.request)}#experts`,
      debateId: args.params.debateId ?? "",
    });
  }
  if (!isDebateIntent(intent)) return unknownForm(args.request);
  return debateFormAction(args, form, intent, {
    card: (id) => `/debates/${id}`,
    discussion: (id) => `/debates/${id}#discussion-title`,
  });
}

/** A vote or comment kept offline by the service worker leaves the page's data as it is (docs/pwa.md). */
export const shouldRevalidate = keepDataWhenOffline;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "DebateStorm" }];
  const { meta: m, canonical, discussion, embed } = data;
  return [
    { title: m.title },
    { name: "description", content: m.description },
    // oEmbed discovery (oembed.com, section 4).
    ...(embed
      ? [{ tagName: "link", rel: "alternate", type: "application/json+oembed", href: embed.oembed, title: m.title }]
      : []),
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
  const { discussion, translation, experts, outcomes, embed, commonGround } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // A saved copy (offline) is a public page; the citizen signed in on this device may still vote and
  // comment on it: what they post is kept and sent as them when the connection returns (docs/pwa.md).
  const { deviceSignedIn } = useOfflineState();
  const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>("root")?.user) || deviceSignedIn;
  const { debate, yourPosition } = discussion;
  const source = debate.sources[0];
  const shown = shownText({ ...debate, translation });

  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="debate-title">
      <DebateBadges debate={debate} />
      <h1 id="debate-title" lang={shown.lang} className="mt-3 text-2xl font-bold leading-tight sm:text-3xl">
        {shown.title}
      </h1>
      {shown.description ? (
        <p lang={shown.lang} className="mt-3 text-lg text-slate-700">
          {shown.description}
        </p>
      ) : null}
      <TranslationNote debate={{ ...debate, translation }} className="mt-3" />
      {debate.originalHeadline ? (
        <p className="mt-3 text-sm text-slate-700">
          {t("debate.fromHeadline")}{" "}
          <q lang={debate.language} className="font-medium">
            {debate.originalHeadline}
          </q>
          {source ? (
            <>
              {" — "}
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                lang={languageOf(source.name)}
                className="text-indigo-800 underline"
              >
                {source.name}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <Coverage debate={debate} className="mt-6" />

      <section className="mt-6 rounded-xl border border-slate-200 bg-white p-5" aria-label={t("debate.voteSection")}>
        <VoteBar debate={debate} />
        <p className="mt-2 text-sm text-slate-700">{t("debate.participants", { count: debate.participantCount })}</p>
        <VoteControls debate={{ id: debate.id, title: shown.title }} position={yourPosition} signedIn={signedIn} />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Link
            to={`/?insights=${debate.id}`}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-indigo-800 hover:underline"
          >
            {t("debate.insights")}
          </Link>
          <ShareButton debateId={debate.id} title={shown.title} />
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

      {commonGround ? <CommonGround {...commonGround} /> : null}

      {outcomes.length ? (
        <section id="outcomes" className="mt-10 scroll-mt-4" aria-labelledby="outcomes-title">
          <h2 id="outcomes-title" className="text-xl font-bold">
            {t("policyImpact.onDebate")}
          </h2>
          <div className="mt-3">
            <OutcomeList outcomes={outcomes} showDebate={false} />
          </div>
        </section>
      ) : null}

      <section id="experts" className="mt-10 scroll-mt-4" aria-labelledby="experts-title">
        <h2 id="experts-title" className="text-xl font-bold">
          {t("experts.title")}
        </h2>
        <div className="mt-3">
          <ExpertPanel panel={experts} />
        </div>
      </section>

      {embed ? <EmbedSnippet code={embed.code} /> : null}
    </article>
  );
}
