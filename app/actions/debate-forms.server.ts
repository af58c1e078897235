/**
 * The debate forms — vote, comment, like — wherever a debate is shown: the home page (the
 * cards and the discussion dialog) and the debate's own page. Each of those pages' actions
 * hands these intents here, so the rules of what follows a vote or a comment are written once.
 * The JSON API (routes/api.*) is the other door onto the same model functions.
 */
import * as z from "zod";

import { requireUser } from "~/auth/guards.server";
import { commentSchema } from "~/models/comments.schema";
import { recordId } from "~/models/id.schema";
import { like, postComment } from "~/models/comments.server";
import { vote } from "~/models/votes.server";
import { voteSchema } from "~/models/votes.schema";
import { pageUrl, respond, type ActionArgs } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";

export const DEBATE_INTENTS = ["vote", "comment", "like"] as const;
export type DebateIntent = (typeof DEBATE_INTENTS)[number];

export function isDebateIntent(value: unknown): value is DebateIntent {
  return typeof value === "string" && (DEBATE_INTENTS as readonly string[]).includes(value);
}

/** Where a page shows a debate's card and its discussion (the home page and the debate page differ). */
export interface DebatePlaces {
  card: (debateId: string) => string;
  discussion: (debateId: string) => string;
}

const debateRef = z.object({ debateId: recordId });
const likeSchema = z.object({ commentId: recordId });

export async function debateFormAction(args: ActionArgs, form: FormData, intent: DebateIntent, places: DebatePlaces) {
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const here = pageUrl(request);

  if (intent === "like") {
    const parsed = parseForm(t, form, likeSchema);
    if (!parsed.ok) return respond(args, { form: "like", ok: false, result: parsed.reply(), redirectTo: here });
    const result = await like(context.db, parsed.value.commentId, user.id);
    if (!result.ok) {
      const toast = {
        title: t("discussion.error.title"),
        description: translate(t, result.error),
        variant: "destructive" as const,
      };
      return respond(args, { form: "like", ok: false, status: result.status, toast, redirectTo: here });
    }
    return respond(args, {
      form: "like",
      ok: true,
      redirectTo: here,
      payload: { commentId: parsed.value.commentId, likes: result.likes },
    });
  }

  const ref = parseForm(t, form, debateRef);
  if (!ref.ok) return respond(args, { form: intent, ok: false, result: ref.reply(), redirectTo: here });
  const { debateId } = ref.value;

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
    const result = await vote(context.db, { debateId, userId: user.id, position: parsed.value.position });
    if (result.ok) {
      return respond(args, {
        form: "vote",
        ok: true,
        toast: { title: t("vote.recorded"), description: t("vote.recordedDescription") },
        redirectTo: places.card(debateId),
        payload: { debateId, position: result.position },
      });
    }
    if (result.status === 404) return failed(translate(t, result.error), 404);
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

  // intent === "comment"
  const parsed = parseForm(t, form, commentSchema);
  if (!parsed.ok) {
    const result = parsed.reply();
    return respond(args, {
      form: "comment",
      ok: false,
      result,
      toast: {
        title: t("discussion.error.title"),
        description: result.error?.content?.[0] ?? t("discussion.error.fallback"),
        variant: "destructive",
      },
      payload: { debateId },
    });
  }
  const result = await postComment(context.db, { debateId, userId: user.id, ...parsed.value });
  if (!result.ok) {
    return respond(args, {
      form: "comment",
      ok: false,
      status: result.status,
      toast: { title: t("discussion.error.title"), description: translate(t, result.error), variant: "destructive" },
      redirectTo: here,
    });
  }
  return respond(args, {
    form: "comment",
    ok: true,
    toast: { title: t("discussion.posted.title"), description: t("discussion.posted.description") },
    redirectTo: here,
    payload: { debateId, commentId: result.comment.id },
  });
}
