/**
 * A debate's discussion (SPEC.md Overlay 3): counts, All / Supporting / Opposing, newest first,
 * 50 a page; the post form (Support/Oppose only for those who have not voted); replies (one level,
 * each showing its side); likes; reports; following the debate. Tabs, pages, and the reply and
 * report forms are addresses (?tab=, ?cpage=, ?reply=, ?report=), so each opens without
 * JavaScript; the forms post to the page's own action (a fetcher with JavaScript, a plain form
 * without): a posted comment clears the box and appears first; a like shows at once and settles
 * when the server answers.
 */
import { Link, useActionData, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

import { REPORT_REASONS } from "~/db/enums";
import type { Position } from "~/db/schema";
import type { CommentFilter, PublicComment, ThreadItem, Discussion as DiscussionData } from "~/models/discussion";
import { COMMENT_MAX_LENGTH } from "~/models/discussion/rules";
import type { ActionOutcome } from "~/utils/action.server";
import { formatNumber } from "~/utils/format";

import { AuthLink } from "../auth/auth-dialog";
import { fieldError, fieldValue, outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button } from "../ui/button";
import { FormError } from "../ui/field";
import { RelativeTime } from "../ui/relative-time";

export interface DiscussionLinkParams {
  tab?: CommentFilter;
  cpage?: number;
  /** The comment whose reply form opens. */
  reply?: string | null;
  /** The item whose report form opens ("comment:{id}" or "debate:{id}"). */
  report?: string | null;
}

/** `link(params)` builds the URL of this discussion with other tab/page/reply/report parameters. */
export type DiscussionLink = (params: DiscussionLinkParams) => string;

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
        {signedIn && !likedByMe && !comment.hidden && !comment.deleted ? (
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

function CommentForm({ debateId, yourPosition }: { debateId: string; yourPosition: Position | null }) {
  const { t } = useTranslation();
  return (
    <PostForm
      intent="comment"
      fetcherKey={`comment:${debateId}`}
      debateId={debateId}
      yourPosition={yourPosition}
      label={t("discussion.form.label")}
      submit={t("discussion.form.submit")}
      idBase={`comment-${debateId}`}
    />
  );
}

function ReplyForm({
  debateId,
  parentId,
  name,
  yourPosition,
  closeTo,
}: {
  debateId: string;
  parentId: string;
  name: string;
  yourPosition: Position | null;
  closeTo: string;
}) {
  const { t } = useTranslation();
  return (
    <div id={`reply-${parentId}`} className="mt-3 scroll-mt-4 rounded-md bg-slate-50 p-3">
      <PostForm
        intent="reply"
        fetcherKey={`reply:${parentId}`}
        debateId={debateId}
        parentId={parentId}
        yourPosition={yourPosition}
        label={t("discussion.replyForm.label", { name })}
        submit={t("discussion.replyForm.submit")}
        idBase={`reply-text-${parentId}`}
        closeTo={closeTo}
      />
    </div>
  );
}

/** The comment box and the reply box: the same form, a reply naming the comment it answers. */
function PostForm({
  intent,
  fetcherKey,
  debateId,
  parentId,
  yourPosition,
  label,
  submit,
  idBase,
  closeTo,
}: {
  intent: "comment" | "reply";
  fetcherKey: string;
  debateId: string;
  parentId?: string;
  yourPosition: Position | null;
  label: string;
  submit: string;
  idBase: string;
  /** A reply form closes here (Cancel, and after posting). */
  closeTo?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionOutcome<{ debateId: string; parentId: string | null }>>({ key: fetcherKey });
  // The answer: the fetcher's with JavaScript, the page's action data without.
  const actionData = useActionData<ActionOutcome<{ debateId: string; parentId: string | null }>>();
  const fromPage = outcomeOf<{ debateId: string; parentId: string | null }>(actionData, intent);
  const mine = fromPage?.debateId === debateId && (fromPage.parentId ?? undefined) === parentId ? fromPage : null;
  const outcome = outcomeOf(fetcher.data, intent) ?? mine;
  useOutcomeToast(outcomeOf(fetcher.data, intent));
  const [content, setContent] = useState(() => fieldValue(mine, "content") ?? "");
  const [position, setPosition] = useState<Position>(yourPosition ?? "for");
  const pending = fetcher.state !== "idle";
  const cleared = useRef<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Without JavaScript the button must stay enabled (the server checks emptiness).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A reply box opened by its link takes the focus.
  useEffect(() => {
    if (intent === "reply") box.current?.focus();
  }, [intent]);
  const remaining = COMMENT_MAX_LENGTH - content.length;
  const error = fieldError(outcome, "content");

  useEffect(() => {
    const posted = outcomeOf(fetcher.data, intent);
    if (fetcher.state === "idle" && posted?.ok && posted.toast && cleared.current !== posted.toast.id) {
      cleared.current = posted.toast.id;
      setContent("");
      if (closeTo) navigate(closeTo, { replace: true, preventScrollReset: true });
    }
  }, [fetcher.state, fetcher.data, intent, closeTo, navigate]);

  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      noValidate
      className={intent === "comment" ? "mt-4 space-y-3" : "space-y-3"}
      data-testid={`${intent}-form`}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="debateId" value={debateId} />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <FormError id={`${idBase}-form-error`} message={fieldError(outcome, "") ?? fieldError(outcome, "parentId")} />
      <div>
        <label htmlFor={idBase} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          ref={box}
          id={idBase}
          name="content"
          required
          maxLength={COMMENT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t("discussion.form.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${idBase}-error ` : ""}${idBase}-remaining`}
          className={`mt-1 block h-20 w-full resize-y rounded-md border px-3 py-2 text-base focus:outline-none focus:ring-2 focus:ring-indigo-600 ${
            error ? "border-red-700" : "border-slate-400"
          }`}
        />
        {error ? (
          <p id={`${idBase}-error`} className="mt-1 text-sm text-red-700" data-field-error>
            {error}
          </p>
        ) : null}
        <p id={`${idBase}-remaining`} className="mt-1 text-xs text-slate-600" aria-live="polite">
          {t("discussion.form.remaining", { count: remaining })}
        </p>
      </div>
      {yourPosition ? (
        <p className="text-sm text-slate-700">
          {t("discussion.form.postingAs", {
            side: yourPosition === "for" ? t("discussion.form.support") : t("discussion.form.oppose"),
          })}
        </p>
      ) : (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("discussion.form.positionLegend")}</legend>
          <div className="mt-1 flex gap-2">
            {(["for", "against"] as const).map((side) => (
              <label
                key={side}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-semibold ${
                  position === side
                    ? side === "for"
                      ? "border-green-700 bg-green-50 text-green-900"
                      : "border-red-700 bg-red-50 text-red-900"
                    : "border-slate-300 text-slate-800"
                }`}
              >
                <input
                  type="radio"
                  name="position"
                  value={side}
                  checked={position === side}
                  onChange={() => setPosition(side)}
                  className="h-4 w-4"
                />
                {side === "for" ? t("discussion.form.support") : t("discussion.form.oppose")}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending || (hydrated && !content.trim())}>
          {pending ? t("discussion.form.submitting") : submit}
        </Button>
        {closeTo ? (
          <Link to={closeTo} preventScrollReset replace className="font-semibold text-indigo-800 hover:underline">
            {t("discussion.cancel")}
          </Link>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** Report a comment or the debate: a reason, once (the server refuses a second report). */
function ReportForm({
  targetType,
  targetId,
  closeTo,
}: {
  targetType: "comment" | "debate";
  targetId: string;
  closeTo: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ActionOutcome>({ key: `report:${targetType}:${targetId}` });
  useOutcomeToast(outcomeOf(fetcher.data, "report"));
  const actionData = useActionData<ActionOutcome<{ targetId: string }>>();
  const fromPage = outcomeOf<{ targetId: string }>(actionData, "report");
  const outcome = outcomeOf(fetcher.data, "report") ?? (fromPage?.targetId === targetId ? fromPage : null);
  const error = fieldError(outcome, "reason");
  const id = `report-${targetType}-${targetId}`;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const done = outcomeOf(fetcher.data, "report");
    if (fetcher.state === "idle" && done?.toast && handled.current !== done.toast.id) {
      handled.current = done.toast.id;
      navigate(closeTo, { replace: true, preventScrollReset: true });
    }
  }, [fetcher.state, fetcher.data, closeTo, navigate]);

  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      className="mt-3 rounded-md border border-slate-300 bg-white p-3"
      data-testid="report-form"
      id={id}
    >
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="targetType" value={targetType} />
      <input type="hidden" name="targetId" value={targetId} />
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-900">
          {targetType === "debate" ? t("report.legendDebate") : t("report.legendComment")}
        </legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="reason" value={reason} required className="h-4 w-4" />
              {t(`report.reasons.${reason}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">
        {t("report.once")}{" "}
        <Link to="/guidelines" className="font-semibold text-indigo-800 underline">
          {t("report.guidelines")}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {t("report.submit")}
        </Button>
        <Link to={closeTo} preventScrollReset replace className="text-sm font-semibold text-indigo-800 hover:underline">
          {t("discussion.cancel")}
        </Link>
      </div>
    </fetcher.Form>
  );
}
