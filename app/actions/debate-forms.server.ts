/**
 * The debate forms — vote, comment, reply, like, react (agree / disagree / pass), report, follow — wherever a debate is shown: the
 * home page (the cards and the discussion dialog) and the debate's own page. Each of those pages'
 * actions hands these intents here, so the rules of what follows each form are written once.
 * The JSON API (routes/api.*) is the other door onto the same model functions.
 */
import * as z from "~/utils/zod";

import { requireUser } from "~/auth/guards.server";
import {
  commentSchema,
  replySchema,
  like,
  postComment,
  react,
  reactionFormSchema,
  reportSchema,
  report,
} from "~/models/discussion";
import { autoFollowPreference, counterDoor, setFollowing, redrawCardSoon, vote, voteSchema } from "~/models/debates";
import { recordId } from "~/utils/id.schema";
import { pageUrl, respond, type ActionArgs } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { withParams } from "~/utils/urls";
import { parseForm } from "~/utils/validation.server";

const DEBATE_INTENTS = ["vote", "comment", "reply", "like", "react", "report", "follow", "autoFollow"] as const;
type DebateIntent = (typeof DEBATE_INTENTS)[number];

export function isDebateIntent(value: unknown): value is DebateIntent {
  return typeof value === "string" && (DEBATE_INTENTS as readonly string[]).includes(value);
}

/** Where a page shows a debate's card and its discussion (the home page and the debate page differ). */
interface DebatePlaces {
  card: (debateId: string) => string;
  discussion: (debateId: string) => string;
}

const debateRef = z.object({ debateId: recordId });
const likeSchema = z.object({ commentId: recordId });
const followSchema = z.object({ following: z.enum(["1", "0"], { error: "validation.invalid" }) });
const autoFollowSchema = z.object({ enabled: z.enum(["1", "0"], { error: "validation.invalid" }) });

export async function debateFormAction(args: ActionArgs, form: FormData, intent: DebateIntent, places: DebatePlaces) {
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const here = pageUrl(request);
  // Plain posts from the reply and report forms (addresses ?reply=, ?report=) come back with them closed.
  const closed = withParams(here, { reply: null, report: null });
  const failedToast = (description: string) => ({
    title: t("discussion.error.title"),
    description,
    variant: "destructive" as const,
  });

  if (intent === "like") {
    const parsed = parseForm(t, form, likeSchema);
    if (!parsed.ok) return respond(args, { form: "like", ok: false, result: parsed.reply(), redirectTo: here });
    const result = await like(context.db, parsed.value.commentId, user.id);
    if (!result.ok) {
      const toast = failedToast(translate(t, result.error));
      return respond(args, { form: "like", ok: false, status: result.status, toast, redirectTo: here });
    }
    return respond(args, {
      form: "like",
      ok: true,
      // A like that waits for the liker's e-mail's confirmation is theirs, but not in the count yet: say so.
      ...(result.yours === "pending"
        ? { toast: { title: t("discussion.likeRecordedPending"), description: t("discussion.likePending") } }
        : {}),
      redirectTo: here,
      payload: { commentId: parsed.value.commentId, likes: result.likes, counted: result.yours === "counted" },
    });
  }

  if (intent === "react") {
    const parsed = parseForm(t, form, reactionFormSchema);
    if (!parsed.ok) {
      const toast = failedToast(parsed.reply().error?.reaction?.[0] ?? t("validation.invalid"));
      return respond(args, { form: "react", ok: false, result: parsed.reply(), toast, redirectTo: here });
    }
    const result = await react(context.db, { ...parsed.value, userId: user.id });
    if (!result.ok) {
      const toast = failedToast(translate(t, result.error));
      return respond(args, { form: "react", ok: false, status: result.status, toast, redirectTo: here });
    }
    return respond(args, {
      form: "react",
      ok: true,
      // A reaction that waits for the citizen's e-mail's confirmation is theirs, but not counted yet: say so.
      ...(result.counted
        ? {}
        : { toast: { title: t("discussion.reactionRecorded"), description: t("discussion.reactionPending") } }),
      redirectTo: `${here.split("#")[0]}#comment-${parsed.value.commentId}`,
      payload: { commentId: parsed.value.commentId, reaction: result.reaction, counted: result.counted },
    });
  }

  if (intent === "report") {
    const parsed = parseForm(t, form, reportSchema);
    if (!parsed.ok) return respond(args, { form: "report", ok: false, result: parsed.reply() });
    const result = await report(context.db, { reporterId: user.id, ...parsed.value });
    const payload = { targetType: parsed.value.targetType, targetId: parsed.value.targetId };
    if (!result.ok) {
      return respond(args, {
        form: "report",
        ok: false,
        status: result.status,
        toast: { title: t("report.failed"), description: translate(t, result.error), variant: "destructive" },
        redirectTo: closed,
        payload,
      });
    }
    return respond(args, {
      form: "report",
      ok: true,
      toast: { title: t("report.thanks"), description: t("report.thanksDescription") },
      redirectTo: closed,
      payload,
    });
  }

  if (intent === "autoFollow") {
    const parsed = parseForm(t, form, autoFollowSchema);
    if (!parsed.ok) return respond(args, { form: "autoFollow", ok: false, result: parsed.reply(), redirectTo: here });
    const enabled = await autoFollowPreference(context.db, user.id, parsed.value.enabled === "1");
    return respond(args, {
      form: "autoFollow",
      ok: true,
      toast: { title: t(enabled ? "follow.autoOn" : "follow.autoOff") },
      redirectTo: here,
      payload: { enabled },
    });
  }

  const ref = parseForm(t, form, debateRef);
  if (!ref.ok) return respond(args, { form: intent, ok: false, result: ref.reply(), redirectTo: here });
  const { debateId } = ref.value;

  if (intent === "follow") {
    const parsed = parseForm(t, form, followSchema);
    if (!parsed.ok) return respond(args, { form: "follow", ok: false, result: parsed.reply(), redirectTo: here });
    const result = await setFollowing(context.db, {
      userId: user.id,
      debateId,
      following: parsed.value.following === "1",
    });
    if (!result.ok) {
      const toast = failedToast(translate(t, result.error));
      return respond(args, { form: "follow", ok: false, status: result.status, toast, redirectTo: here });
    }
    return respond(args, {
      form: "follow",
      ok: true,
      toast: { title: t(result.following ? "follow.followed" : "follow.unfollowed") },
      redirectTo: here,
      payload: { debateId, following: result.following },
    });
  }

  if (intent === "vote") {
    const failed = (description: string, status = 400) =>
      respond(args, {
        form: "vote",
        ok: false,
        status,
        toast: { title: t("vote.failed"), description, variant: "destructive" },
        redirectTo: places.card(debateId),
      });
    const parsed = parseForm(t, form, voteSchema);
    if (!parsed.ok) return failed(parsed.reply().error?.position?.[0] ?? t("validation.invalid"));
    const result = await vote(
      context.db,
      { debateId, userId: user.id, position: parsed.value.position },
      counterDoor(context.env, user),
    );
    if (result.ok) {
      // A vote that does not count yet (e-mail not confirmed) moves no figure: the card stays as drawn.
      if (result.counted) redrawCardSoon(context, debateId);
      return respond(args, {
        form: "vote",
        ok: true,
        toast: result.counted
          ? { title: t("vote.recorded"), description: t("vote.recordedDescription") }
          : { title: t("vote.recordedPending"), description: t("vote.pending") },
        redirectTo: places.card(debateId),
        payload: { debateId, position: result.position, counted: result.counted },
      });
    }
    if (result.status === 404) return failed(translate(t, result.error), 404);
    if (result.status === 503) {
      // D1 could not take the vote now (app/models/debates/votes.server.ts): nothing was stored; try again shortly.
      return respond(args, {
        form: "vote",
        ok: false,
        status: 503,
        headers: { "Retry-After": String(result.retryAfter) },
        toast: { title: t("vote.failed"), description: translate(t, result.error), variant: "destructive" },
        redirectTo: places.card(debateId),
      });
    }
    // Voted already (a second tab, an old page): the first vote stands; say so and open the discussion.
    return respond(args, {
      form: "vote",
      ok: false,
      status: 400,
      toast: {
        title: translate(t, result.error),
        description: t(result.existing === "for" ? "vote.firstVoteStandsFor" : "vote.firstVoteStandsAgainst"),
      },
      redirectTo: places.discussion(debateId),
      payload: { debateId, existing: result.existing },
    });
  }

  // intent === "comment" or "reply": the same rules; a reply names the comment it answers.
  const parsed = intent === "reply" ? parseForm(t, form, replySchema) : parseForm(t, form, commentSchema);
  const parentId = form.get("parentId");
  const payload = { debateId, parentId: typeof parentId === "string" ? parentId : null };
  if (!parsed.ok) {
    const result = parsed.reply();
    return respond(args, {
      form: intent,
      ok: false,
      result,
      toast: failedToast(result.error?.content?.[0] ?? result.error?.parentId?.[0] ?? t("discussion.error.fallback")),
      payload,
    });
  }
  const result = await postComment(
    context.db,
    { debateId, userId: user.id, ...parsed.value, parentId: intent === "reply" ? parsed.value.parentId : null },
    context,
  );
  if (!result.ok) {
    return respond(args, {
      form: intent,
      ok: false,
      status: result.status,
      toast: failedToast(translate(t, result.error)),
      redirectTo: closed,
      payload,
    });
  }
  const thread = result.comment.parentId ?? result.comment.id;
  return respond(args, {
    form: intent,
    ok: true,
    toast:
      intent === "reply"
        ? { title: t("discussion.replyPosted.title"), description: t("discussion.replyPosted.description") }
        : { title: t("discussion.posted.title"), description: t("discussion.posted.description") },
    redirectTo: intent === "reply" ? `${closed.split("#")[0]}#comment-${thread}` : here,
    payload: { ...payload, commentId: result.comment.id },
  });
}
