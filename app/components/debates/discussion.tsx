/**
 * A debate's discussion (SPEC.md Overlay 3): counts, All / Supporting / Opposing, newest first,
 * 50 a page; the post form (Support/Oppose only for those who have not voted); replies (one level,
 * each showing its side); likes; reports; following the debate. Tabs, pages, and the reply and
 * report forms are addresses (?tab=, ?cpage=, ?reply=, ?report=), so each opens without
 * JavaScript; the forms post to the page's own action (a fetcher with JavaScript, a plain form
 * without): a posted comment clears the box and appears first; a like shows at once and settles
 * when the server answers.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

import type { CommentFilter, PublicComment, ThreadItem, Discussion as DiscussionData } from "~/models/discussion";
import type { ActionOutcome } from "~/utils/action.server";
import { formatNumber } from "~/utils/format";

import { AuthLink } from "../auth/auth-dialog";
import { outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button } from "../ui/button";
import { RelativeTime } from "../ui/relative-time";
import { CommentForm, ReplyForm, ReportForm } from "./comment-forms";

interface DiscussionLinkParams {
  tab?: CommentFilter;
  cpage?: number;
  /** The comment whose reply form opens. */
  reply?: string | null;
  /** The item whose report form opens ("comment:{id}" or "debate:{id}"). */
  report?: string | null;
}

/** `link(params)` builds the URL of this discussion with other tab/page/reply/report parameters. */
type DiscussionLink = (params: DiscussionLinkParams) => string;

export function Discussion({
  discussion,
  signedIn,
  link: baseLink,
}: {
  discussion: DiscussionData;
  signedIn: boolean;
  link: DiscussionLink;
}) {
  const { t } = useTranslation();
  const { debate, counts, filter, comments, page, hasMore, yourPosition } = discussion;
  // Links that keep the tab and page; reply and report forms close unless asked for.
  const link: DiscussionLink = (params) => baseLink({ tab: filter, cpage: page, ...params });
  const tabs: { id: CommentFilter; label: string; count: number }[] = [
    { id: "all", label: t("discussion.tabs.all"), count: counts.total },
    { id: "for", label: t("discussion.tabs.for"), count: counts.for },
    { id: "against", label: t("discussion.tabs.against"), count: counts.against },
  ];

  return (
    <div data-testid="discussion">
      <p className="text-sm text-slate-700" data-testid="comment-counts">
        {t("discussion.counts", {
          total: t("discussion.countTotal", { count: counts.total }),
          for: t("discussion.countFor", { count: counts.for }),
          against: t("discussion.countAgainst", { count: counts.against }),
        })}
      </p>

      {discussion.viewer ? <DebateTools discussion={discussion} link={link} /> : null}

      {signedIn ? (
        <CommentForm debateId={debate.id} yourPosition={yourPosition} />
      ) : (
        <p className="mt-4 rounded-md bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
          {t("discussion.visitorPrompt")}{" "}
          <AuthLink mode="signup" className="font-semibold underline">
            {t("discussion.visitorJoin")}
          </AuthLink>{" "}
          {t("discussion.visitorOr")}{" "}
          <AuthLink mode="signin" className="font-semibold underline">
            {t("discussion.visitorSignIn")}
          </AuthLink>
        </p>
      )}

      <nav aria-label={t("discussion.tabsLabel")} className="mt-5 border-b border-slate-200">
        <ul className="-mb-px flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <Link
                to={baseLink({ tab: tab.id })}
                preventScrollReset
                replace
                aria-current={filter === tab.id ? "page" : undefined}
                className={`inline-flex min-h-11 items-center gap-1 border-b-2 px-3 text-sm font-semibold ${
                  filter === tab.id
                    ? "border-indigo-800 text-indigo-900"
                    : "border-transparent text-slate-700 hover:text-slate-900"
                }`}
              >
                {tab.label} <span className="font-normal">({tab.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {comments.length === 0 ? (
        <p className="py-6 text-center text-slate-700">{t(`discussion.empty.${filter}`)}</p>
      ) : (
        <ol className="divide-y divide-slate-100" aria-label={t("discussion.listLabel")} data-testid="comment-list">
          {comments.map((comment) => (
            <CommentThread key={comment.id} comment={comment} discussion={discussion} signedIn={signedIn} link={link} />
          ))}
        </ol>
      )}

      {page > 1 || hasMore ? (
        <nav aria-label={t("discussion.pagesLabel")} className="mt-4 flex justify-between text-sm font-semibold">
          {page > 1 ? (
            <Link
              to={baseLink({ tab: filter, cpage: page - 1 })}
              preventScrollReset
              className="text-indigo-800 hover:underline"
            >
              {t("discussion.newer")}
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link
              to={baseLink({ tab: filter, cpage: page + 1 })}
              preventScrollReset
              className="text-indigo-800 hover:underline"
            >
              {t("discussion.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** Follow the debate, follow automatically, report the debate: for signed-in citizens. */
function DebateTools({ discussion, link }: { discussion: DiscussionData; link: DiscussionLink }) {
  const { t } = useTranslation();
  const { debate, viewer, report } = discussion;
  const follow = useFetcher<ActionOutcome>({ key: `follow:${debate.id}` });
  const auto = useFetcher<ActionOutcome>({ key: "autoFollow" });
  useOutcomeToast(outcomeOf(follow.data, "follow"));
  useOutcomeToast(outcomeOf(auto.data, "autoFollow"));
  if (!viewer) return null;
  // Optimistic: what was just asked for, until the page's data says so.
  const sentFollow = follow.formData?.get("following");
  const following = sentFollow ? sentFollow === "1" : viewer.following;
  const sentAuto = auto.formData?.get("enabled");
  const autoFollow = sentAuto ? sentAuto === "1" : viewer.autoFollow;
  const reportingDebate = report?.targetType === "debate";

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm" data-testid="debate-tools">
      <follow.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="follow" />
        <input type="hidden" name="debateId" value={debate.id} />
        <input type="hidden" name="following" value={following ? "0" : "1"} />
        <Button type="submit" size="sm" variant={following ? "secondary" : "outline"} aria-pressed={following}>
          {following ? t("follow.following") : t("follow.follow")}
        </Button>
      </follow.Form>
      <auto.Form method="post" preventScrollReset className="flex items-center gap-2">
        <input type="hidden" name="intent" value="autoFollow" />
        <input type="hidden" name="enabled" value={autoFollow ? "0" : "1"} />
        <span className="text-slate-700" id={`auto-follow-${debate.id}`}>
          {autoFollow ? t("follow.autoIsOn") : t("follow.autoIsOff")}
        </span>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center font-semibold text-indigo-800 underline-offset-2 hover:underline"
          aria-describedby={`auto-follow-${debate.id}`}
        >
          {autoFollow ? t("follow.autoTurnOff") : t("follow.autoTurnOn")}
        </button>
      </auto.Form>
      {viewer.reportedDebate ? (
        <span className="text-slate-600" data-testid="debate-reported">
          {t("report.reportedDebate")}
        </span>
      ) : reportingDebate ? null : (
        <Link
          to={link({ report: `debate:${debate.id}` })}
          preventScrollReset
          className="inline-flex min-h-11 items-center font-semibold text-slate-700 underline-offset-2 hover:underline"
        >
          {t("report.debateLink")}
        </Link>
      )}
      {reportingDebate && !viewer.reportedDebate ? (
        <div className="w-full">
          <ReportForm targetType="debate" targetId={debate.id} closeTo={link({})} />
        </div>
      ) : null}
    </div>
  );
}

function CommentThread({
  comment,
  discussion,
  signedIn,
  link,
}: {
  comment: ThreadItem;
  discussion: DiscussionData;
  signedIn: boolean;
  link: DiscussionLink;
}) {
  const { t } = useTranslation();
  return (
    <li className="py-4" data-testid="comment" data-position={comment.position} id={`comment-${comment.id}`}>
      {comment.replyTo ? (
        <p className="mb-1 text-xs text-slate-600" data-testid="reply-to">
          {t("discussion.replyTo", { name: comment.replyTo.name })}
        </p>
      ) : null}
      <CommentBody comment={comment} discussion={discussion} signedIn={signedIn} link={link} />
      {comment.replies.length ? (
        <ol
          className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4"
          aria-label={t("discussion.repliesLabel", { count: comment.replies.length })}
          data-testid="replies"
        >
          {comment.replies.map((reply) => (
            <li
              key={reply.id}
              id={`comment-${reply.id}`}
              data-testid="reply"
              data-position={reply.position}
              className="scroll-mt-4"
            >
              <CommentBody comment={reply} discussion={discussion} signedIn={signedIn} link={link} />
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function CommentBody({
  comment,
  discussion,
  signedIn,
  link,
}: {
  comment: PublicComment;
  discussion: DiscussionData;
  signedIn: boolean;
  link: DiscussionLink;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `like:${comment.id}` });
  useOutcomeToast(outcomeOf(fetcher.data, "like"));
  // Optimistic: from the moment the like is sent until the page's data has the real count.
  const liking = fetcher.formData?.get("commentId") === comment.id;
  const likedByMe = comment.likedByMe || liking;
  const likes = comment.likes + (liking && !comment.likedByMe ? 1 : 0);
  const name = comment.deleted
    ? t("discussion.deletedAuthor")
    : `${comment.user.firstName} ${comment.user.lastName}`.trim();
  const viewer = discussion.viewer;
  const replying = discussion.reply === comment.id;
  const reporting = discussion.report?.targetType === "comment" && discussion.report.targetId === comment.id;
  const own = signedIn && viewer !== null && comment.user.id === ownId(discussion);
  const action =
    "inline-flex min-h-9 items-center rounded-md px-2 font-medium text-indigo-800 underline-offset-2 hover:underline";

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            comment.position === "for" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"
          }`}
          data-testid="comment-side"
        >
          {comment.position === "for" ? t("discussion.position.for") : t("discussion.position.against")}
        </span>
        <RelativeTime iso={comment.createdAt} className="text-slate-600" />
      </div>
      {comment.hidden ? (
        <p className="mt-1 italic text-slate-600" data-testid="comment-hidden">
          {t("discussion.hidden", { reason: t(`report.reasons.${comment.hidden.reason}`) })}
        </p>
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words text-slate-800" data-testid="comment-content">
          {comment.deleted ? <em className="text-slate-600">{t("discussion.deletedComment")}</em> : comment.content}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        {/* One's own comment takes no like (the server refuses it): its count shows instead. */}
        {signedIn && !own && !likedByMe && !comment.hidden && !comment.deleted ? (
          <fetcher.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="like" />
            <input type="hidden" name="commentId" value={comment.id} />
            <button
              type="submit"
              className="inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 px-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              {/* The name is the sentence (no aria-label: the visible count must be part of the name). */}
              <span aria-hidden="true">♥ {formatNumber(likes, i18n.language)}</span>
              <span className="sr-only">{t("discussion.likeLabel", { name, count: likes })}</span>
            </button>
          </fetcher.Form>
        ) : (
          <span
            className={`inline-flex items-center gap-1 ${likedByMe ? "font-semibold text-rose-800" : "text-slate-700"}`}
            data-testid="comment-likes"
          >
            <span aria-hidden="true">♥</span> {t("discussion.likes", { count: likes })}
            {likedByMe ? <span className="sr-only">{t("discussion.liked")}</span> : null}
          </span>
        )}
        {viewer && !comment.hidden && !replying ? (
          <Link
            to={`${link({ reply: comment.id })}`.split("#")[0] + `#reply-${comment.id}`}
            preventScrollReset
            className={action}
            aria-label={t("discussion.replyLabel", { name })}
          >
            {t("discussion.reply")}
          </Link>
        ) : null}
        {viewer && !comment.hidden && !own ? (
          comment.reportedByMe ? (
            <span className="px-2 text-slate-600" data-testid="comment-reported">
              {t("report.reported")}
            </span>
          ) : reporting ? null : (
            <Link
              to={link({ report: `comment:${comment.id}` })}
              preventScrollReset
              className={`${action} text-slate-700`}
              aria-label={t("report.commentLabel", { name })}
            >
              {t("report.commentLink")}
            </Link>
          )
        ) : null}
      </div>
      {replying && viewer ? (
        <ReplyForm
          debateId={discussion.debate.id}
          parentId={comment.id}
          name={name}
          yourPosition={discussion.yourPosition}
          closeTo={link({})}
        />
      ) : null}
      {reporting && viewer && !comment.reportedByMe ? (
        <ReportForm targetType="comment" targetId={comment.id} closeTo={link({})} />
      ) : null}
    </>
  );
}

/** The viewer's id is not in the discussion data; their own comments are the ones they cannot report. */
function ownId(discussion: DiscussionData): string | null {
  return discussion.viewer?.userId ?? null;
}
