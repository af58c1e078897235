/**
 * /debate-competition: the results of a live room's competition (SPEC.md section 2; room_1 by
 * default, ?room= for others; docs/competition.md). Winner card, then four tabs: Final Leaderboard,
 * AI Analysis (written from the scores only), Achievements and Statistics. Tabs are URL state
 * (?tab=) so they work without JavaScript; with it they are ARIA tabs switched in place. The room's
 * host or an admin declares the winner here once the room has ended (one form, this page's action).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";

import { getUser, requireUser } from "~/auth/guards.server";
import { Results, Skeleton } from "~/components/competition/results";
import { COMPETITION_TABS } from "~/components/competition/results-data";
import { LinkButton } from "~/components/ui/button";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  declareFormSchema,
  canDeclare,
  declareWinner,
  getCompetitionRoom,
  getDeclaration,
  getScores,
  summaryFigures,
  SCORING_METHOD,
  summaryMessages,
} from "~/models/competition";
import { recordId } from "~/utils/id.schema";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { notFound, translate, translatorFor } from "~/utils/http.server";
import { once } from "~/utils/once";
import { parseForm } from "~/utils/validation.server";
import * as z from "~/utils/zod";

export const handle: I18nHandle = { i18n: ["rooms"] };

/** SPEC.md section 9: the page is fixed to this room unless ?room= names another. */
const DEFAULT_ROOM = "room_1";
const querySchema = /* @__PURE__ */ once(() =>
  z.object({
    room: recordId.catch(DEFAULT_ROOM),
    tab: z.enum(COMPETITION_TABS).catch("leaderboard"),
  }),
);

function readQuery(request: Request) {
  const params = new URL(request.url).searchParams;
  return querySchema().parse({ room: params.get("room") ?? DEFAULT_ROOM, tab: params.get("tab") ?? undefined });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = readQuery(request);
  const [room, user, t] = await Promise.all([
    getCompetitionRoom(context.db, query.room),
    getUser(request, context),
    translatorFor(request),
  ]);
  // A room named in ?room= that does not exist is a 404; without one, a server that has no room_1
  // (not seeded) shows the empty results (SPEC.md section 8: 'No scoring data available').
  if (!room && new URL(request.url).searchParams.has("room")) notFound();
  const [scores, declaration] = room
    ? await Promise.all([getScores(context.db, room.id), getDeclaration(context.db, room.id)])
    : [null, null];
  return {
    room: { id: room?.id ?? query.room, title: room?.title ?? "", isLive: room?.isLive ?? false },
    tab: query.tab,
    leaderboard: scores?.leaderboard ?? [],
    statistics: scores?.statistics ?? { totalParticipants: 0, totalMessages: 0, totalLikes: 0 },
    summary: scores ? summaryMessages(summaryFigures(scores)) : [],
    mostLiked: scores?.mostLiked ? { username: scores.mostLiked.username } : null,
    mvp: scores?.mvp ?? null,
    declaration,
    mayDeclare:
      room !== null &&
      !declaration &&
      !room.isLive &&
      (scores?.leaderboard.length ?? 0) > 0 &&
      canDeclare(room, user ?? null),
    scoringMethod: SCORING_METHOD,
    meta: { title: t("competition.metaTitle") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.meta.title ?? "" }];

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  if (form.get("intent") !== "declare") return unknownForm(request);
  const parsed = parseForm(t, form, declareFormSchema);
  if (!parsed.ok) return respond(args, { form: "declare", ok: false, result: parsed.reply() });
  const { room } = readQuery(request);
  const result = await declareWinner(context.db, room, user, { scoringMethod: parsed.value.scoringMethod });
  if (!result.ok) {
    const message = translate(t, result.error);
    return respond(args, {
      form: "declare",
      ok: false,
      status: result.status,
      result: parsed.reply({ formError: message }),
      toast: { title: message, variant: "destructive" },
    });
  }
  return respond(args, {
    form: "declare",
    ok: true,
    redirectTo: `/debate-competition?room=${encodeURIComponent(room)}`,
    toast: { title: t(result.created ? "competition.declare.done" : "competition.declare.already") },
  });
}

export default function DebateCompetition() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/debate-competition";

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("competition.title")}</h1>
          {data.room.title ? <p className="mt-1 text-slate-700">{data.room.title}</p> : null}
        </div>
        <LinkButton to="/live-rooms" variant="secondary">
          {t("competition.back")}
        </LinkButton>
      </div>
      {loading ? <Skeleton /> : <Results data={data} />}
      <section aria-labelledby="competition-cta" className="mt-10 rounded-xl bg-indigo-50 p-6 text-center">
        <h2 id="competition-cta" className="text-xl font-semibold text-slate-900">
          {t("competition.cta.title")}
        </h2>
        <p className="mt-2 text-slate-700">{t("competition.cta.body")}</p>
        <LinkButton to="/live-rooms" className="mt-4">
          {t("competition.cta.button")}
        </LinkButton>
      </section>
    </div>
  );
}
