/**
 * Home: the debate feed (docs/home-page.md: ?region=global|bharat, ?language=en|hi|bn,
 * ?sort=trending|newest, ?q=search, ?cursor=keyset), each debate in the reader's language when it
 * has a translation; and, as URL
 * state so each works without JavaScript and can be shared:
 *   ?debate={id}[&tab=all|for|against&cpage=N]  the discussion dialog
 *   ?insights={id}[&view=card]                   the insights dialog
 *   ?overlay=stats|influence|discussions         the signed-in overlays
 * (The admins' User Directory and Verify Users buttons open /admin/directory and the dialog
 * /admin/verification: routes of the admin area with their own guard; nothing of theirs is loaded here.)
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { debateFormAction, isDebateIntent } from "~/actions/debate-forms.server";
import { getUser } from "~/auth/guards.server";
import { LanguageFilter } from "~/components/debates/language-filter";
import { Discussion } from "~/components/debates/discussion";
import { Insights } from "~/components/debates/insights";
import { Hero } from "~/components/hero";
import { AdBanner } from "~/components/home/ad-banner";
import { DebateFeed, FeedControls } from "~/components/home/debate-feed";
import { EmergingTopics } from "~/components/home/emerging-topics";
import { HeadlineTicker } from "~/components/home/headline-ticker";
import { ImpactStrip } from "~/components/home/impact-strip";
import { DiscussionsOverlay, InfluenceOverlay, RefreshLink, StatsOverlay } from "~/components/home/stats-overlays";
import { LinkButton } from "~/components/ui/button";
import { RouteDialog } from "~/components/ui/route-dialog";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { homeBanner } from "~/models/campaigns";
import { loadCommonGroundSummary } from "~/models/common-ground";
import { commentListQuerySchema, loadDiscussion, loadInsights } from "~/models/discussion";
import { debateFeed, feedQuerySchema, userPositions } from "~/models/debates";
import { getLatestHeadlines, getTrendingTopics } from "~/models/news";
import { getImpactFigures, dialogQuerySchema, loadOverlay } from "~/models/stats";
import { DISCUSSION_TITLE_LENGTH, truncate } from "~/utils/insights";
import { INFOGRAPHIC_HEIGHT, INFOGRAPHIC_WIDTH, infographicPath } from "~/utils/infographic";
import { pageUrl, readForm, unknownForm } from "~/utils/action.server";
import { feedLinks, feedLinkTags, feedTitle } from "~/utils/feeds";
import { publicOrigin } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";
import { withDialog, withoutDialog } from "~/utils/urls";
import { keepDataWhenOffline } from "~/pwa/revalidate";

export const handle: I18nHandle = { i18n: ["debates", "news", "infographic"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = Object.fromEntries(url.searchParams);
  const query = feedQuerySchema.parse(params);
  const dialogs = dialogQuerySchema.parse(params);
  const comments = commentListQuerySchema.parse(params);
  const user = await getUser(request, context);

  if (dialogs.overlay && !user) {
    throw localRedirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }

  const locale = await getLocale(request);
  const t = await getFixedT(locale);
  const [feed, impact, headlines, discussion, insights, commonGround, overlay, topics, banner] = await Promise.all([
    debateFeed(context.db, query, locale),
    getImpactFigures(context),
    getLatestHeadlines(context, query.region ?? null),
    dialogs.debate
      ? loadDiscussion(context.db, dialogs.debate, {
          filter: comments.tab,
          page: comments.cpage,
          reply: comments.reply,
          report: comments.report,
          viewerId: user?.id ?? null,
        })
      : null,
    dialogs.insights ? loadInsights(context.db, dialogs.insights) : null,
    dialogs.insights && dialogs.view === "insights" ? loadCommonGroundSummary(context.db, dialogs.insights) : null,
    dialogs.overlay && user ? loadOverlay(context, dialogs.overlay, user) : null,
    user ? getTrendingTopics(context, t, locale) : null,
    homeBanner(context.db, query.region ?? "global", t),
  ]);
  const positions = user
    ? await userPositions(
        context.db,
        user.id,
        feed.debates.map((d) => d.id),
      )
    : {};

  const shared = discussion?.debate ?? insights?.debate;
  const origin = publicOrigin(context, request);
  return {
    debates: feed.debates,
    next: feed.next,
    searched: feed.searched,
    feed: {
      region: query.region ?? null,
      language: query.language ?? null,
      sort: query.sort,
      q: query.q ?? null,
      cursor: query.cursor ?? null,
    },
    positions,
    impact,
    headlines,
    discussion,
    missingDebate: Boolean(dialogs.debate && !discussion) || Boolean(dialogs.insights && !insights),
    insights,
    commonGround,
    view: dialogs.view,
    overlay,
    topics,
    banner,
    meta: {
      title: shared ? t("pages.metaTitle", { title: shared.title }) : t("home.metaTitle"),
      description: shared?.description || t("home.metaDescription"),
      // A shared /?debate={id} link unfurls with that debate's card, like its own page.
      image: shared && origin ? `${origin}${infographicPath(shared.id, locale)}` : null,
      imageAlt: shared ? t("infographic.alt", { title: shared.title }) : "",
      feeds: feedLinks({ origin, language: locale, region: query.region ?? null, title: feedTitle(t) }), // docs/feeds.md
    },
  };
}

/**
 * The home page's forms: vote, comment and like (app/actions/debate-forms.server.ts). Plain posts
 * come back to this page; fetchers get data.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const intent = form.get("intent");
  const search = new URL(args.request.url).search;
  if (isDebateIntent(intent)) {
    return debateFormAction(args, form, intent, {
      card: (id) => `${pageUrl(args.request)}#debate-${id}`,
      discussion: (id) => withDialog(search, { debate: id }),
    });
  }
  return unknownForm(args.request);
}

export const shouldRevalidate = keepDataWhenOffline; // a post kept offline leaves the data (docs/pwa.md)

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
  ...feedLinkTags(data?.meta.feeds),
  ...(data?.meta.image
    ? [
        { property: "og:title", content: data.meta.title },
        { property: "og:description", content: data.meta.description },
        { property: "og:image", content: data.meta.image },
        { property: "og:image:width", content: String(INFOGRAPHIC_WIDTH) },
        { property: "og:image:height", content: String(INFOGRAPHIC_HEIGHT) },
        { property: "og:image:alt", content: data.meta.imageAlt },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: data.meta.image },
        { name: "twitter:image:alt", content: data.meta.imageAlt },
      ]
    : []),
];

const OVERLAY_TITLES = {
  stats: "stats.title",
  influence: "influence.title",
  discussions: "discussions.title",
} as const;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { debates, feed, discussion, insights, overlay } = data;
  const { t } = useTranslation();
  const { search } = useLocation();
  const viewer = useRouteLoaderData<{ user: { role: string } | null }>("root")?.user;
  const signedIn = Boolean(viewer);
  const heading = feed.region ? t(`home.heading.${feed.region}`) : t("home.headingAll");
  const closeTo = withoutDialog(search);
  const filtered = Boolean(feed.region || feed.language || feed.q || feed.cursor || feed.sort !== "trending");

  return (
    <>
      {signedIn ? null : <Hero />}
      <HeadlineTicker initial={data.headlines} region={feed.region} />
      <AdBanner banner={data.banner} />
      {/* The sidebar column exists only when there is a sidebar (signed in): visitors' grid uses the width. */}
      <div className={data.topics ? "lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6" : undefined}>
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
              <p className="mt-1 text-slate-700">{t("home.subheading")}</p>
            </div>
            {filtered ? (
              <Link
                to="/"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-indigo-800 hover:underline"
              >
                {t("home.showAll")}
              </Link>
            ) : null}
          </div>

          {viewer?.role === "admin" ? (
            <nav aria-label={t("nav.adminTools")} className="mt-4 flex flex-wrap gap-2" data-testid="home-admin-tools">
              <LinkButton to="/admin/directory" variant="secondary" size="sm">
                {t("nav.userDirectory")}
              </LinkButton>
              <LinkButton to="/admin/verification" variant="secondary" size="sm">
                {t("nav.verifyUsers")}
              </LinkButton>
            </nav>
          ) : null}

          <FeedControls feed={feed} />
          <LanguageFilter current={feed.language} />

          <DebateFeed
            // A new filter, sort, search or page starts a new list; opening a dialog does not.
            key={`${feed.region}|${feed.language}|${feed.sort}|${feed.q}|${feed.cursor}`}
            heading={heading}
            feed={feed}
            debates={debates}
            next={data.next}
            searched={data.searched}
            positions={data.positions}
            signedIn={signedIn}
          />

          <ImpactStrip figures={data.impact} />
        </div>
        {data.topics ? (
          // Beside the grid on wide screens, below it on phones and tablets.
          <aside className="mt-8 lg:mt-0" aria-label={t("topics.sidebar")} data-testid="topics-sidebar">
            <div className="sticky top-4">
              <EmergingTopics initial={data.topics} />
            </div>
          </aside>
        ) : null}
      </div>

      {discussion ? (
        <RouteDialog
          title={truncate(discussion.debate.title, DISCUSSION_TITLE_LENGTH)}
          titleLang={discussion.debate.language}
          closeTo={closeTo}
          testId="discussion-dialog"
          wide
        >
          <Discussion
            discussion={discussion}
            signedIn={signedIn}
            link={({ tab, cpage, reply, report }) =>
              withDialog(search, {
                debate: discussion.debate.id,
                tab: tab === "all" ? null : tab,
                cpage: cpage && cpage > 1 ? cpage : null,
                reply,
                report,
              })
            }
          />
        </RouteDialog>
      ) : null}
      {insights ? (
        <RouteDialog title={t("insights.title")} closeTo={closeTo} testId="insights-dialog" wide>
          <p lang={insights.debate.language} className="mb-4 font-semibold text-slate-900">
            {insights.debate.title}
          </p>
          <Insights
            insights={insights}
            commonGround={data.commonGround}
            view={data.view}
            linkTo={(view) =>
              withDialog(search, { insights: insights.debate.id, view: view === "card" ? "card" : null })
            }
          />
        </RouteDialog>
      ) : null}
      {data.missingDebate ? (
        <RouteDialog title={t("debates.errors.notFoundTitle")} closeTo={closeTo} testId="missing-debate-dialog">
          <p>{t("debates.errors.notFound")}</p>
        </RouteDialog>
      ) : null}
      {overlay ? (
        <RouteDialog
          title={t(OVERLAY_TITLES[overlay.kind])}
          closeTo={closeTo}
          testId={`${overlay.kind}-overlay`}
          actions={<RefreshLink to={`/${search}`} />}
          wide={overlay.kind !== "stats"}
        >
          {overlay.kind === "stats" ? <StatsOverlay stats={overlay.stats} /> : null}
          {overlay.kind === "influence" ? <InfluenceOverlay influences={overlay.influences} /> : null}
          {overlay.kind === "discussions" ? <DiscussionsOverlay comments={overlay.comments} /> : null}
        </RouteDialog>
      ) : null}
    </>
  );
}
