/**
 * A debate's discussion (SPEC.md Overlay 3): counts, All / Supporting / Opposing,
 * newest first, 50 a page; the post form (Support/Oppose only for those who have not
 * voted); likes. Tabs and pages are links; the post form and likes post to the page's
 * own action (a fetcher with JavaScript, a plain form without): a posted comment clears
 * the box and appears first; a like shows at once and settles when the server answers.
 */
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

import type { Position } from "~/db/schema";
import type { CommentFilter, PublicComment } from "~/models/comments.server";
import type { Discussion as DiscussionData } from "~/models/discussion.server";
import { COMMENT_MAX_LENGTH } from "~/models/rules";
import type { ActionOutcome } from "~/utils/action.server";

import { AuthLink } from "../auth/auth-dialog";
import { fieldError, fieldValue, outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button } from "../ui/button";
import { FormError } from "../ui/field";
import { RelativeTime } from "../ui/relative-time";

/** `link(params)` builds the URL of this discussion with other tab/page parameters. */
export function Discussion({
  discussion,
  signedIn,
  link,
}: {
  discussion: DiscussionData;
  signedIn: boolean;
  link: (params: { tab?: CommentFilter; cpage?: number }) => string;
}) {
  const { t } = useTranslation();
  const { debate, counts, filter, comments, page, hasMore, yourPosition } = discussion;
  const tabs: { id: CommentFilter; label: string; count: number }[] = [
    { id: "all", label: t("discussion.tabs.all"), count: counts.total },
    { id: "for", label: t("discussion.tabs.for"), count: counts.for },
    { id: "against", label: t("discussion.tabs.against"), count: counts.against },
  ];

  return (
    <div data-testid="discussion">
      <p className="text-sm text-slate-700" data-testid="comment-counts">
        {t("discussion.counts", { total: counts.total, for: counts.for, against: counts.against })}
      </p>

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
                to={link({ tab: tab.id })}
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
            <CommentItem key={comment.id} comment={comment} signedIn={signedIn} />
          ))}
        </ol>
      )}

      {page > 1 || hasMore ? (
        <nav aria-label={t("discussion.pagesLabel")} className="mt-4 flex justify-between text-sm font-semibold">
          {page > 1 ? (
            <Link
              to={link({ tab: filter, cpage: page - 1 })}
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
              to={link({ tab: filter, cpage: page + 1 })}
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

function CommentItem({ comment, signedIn }: { comment: PublicComment; signedIn: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `like:${comment.id}` });
  useOutcomeToast(outcomeOf(fetcher.data, "like"));
  // Optimistic: from the moment the like is sent until the page's data has the real count.
  const liking = fetcher.formData?.get("commentId") === comment.id;
  const likedByMe = comment.likedByMe || liking;
  const likes = comment.likes + (liking && !comment.likedByMe ? 1 : 0);
  const name = comment.deleted
    ? t("discussion.deletedAuthor")
    : `${comment.user.firstName} ${comment.user.lastName}`.trim();

  return (
    <li className="py-4" data-testid="comment" data-position={comment.position}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">{name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            comment.position === "for" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"
          }`}
        >
          {comment.position === "for" ? t("discussion.position.for") : t("discussion.position.against")}
        </span>
        <RelativeTime iso={comment.createdAt} className="text-slate-600" />
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words text-slate-800" data-testid="comment-content">
        {comment.deleted ? <em className="text-slate-600">{t("discussion.deletedComment")}</em> : comment.content}
      </p>
      <div className="mt-2 flex items-center gap-2 text-sm">
        {signedIn && !likedByMe ? (
          <fetcher.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="like" />
            <input type="hidden" name="commentId" value={comment.id} />
            <button
              type="submit"
              className="inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 px-2 font-medium text-slate-800 hover:bg-slate-50"
              aria-label={t("discussion.likeLabel", { name, count: likes })}
            >
              <span aria-hidden="true">♥</span> {likes}
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
      </div>
    </li>
  );
}

function CommentForm({ debateId, yourPosition }: { debateId: string; yourPosition: Position | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionOutcome>({ key: `comment:${debateId}` });
  // The answer: the fetcher's with JavaScript, the page's action data without.
  const actionData = useActionData<ActionOutcome<{ debateId: string }>>();
  const fromPage = outcomeOf<{ debateId: string }>(actionData, "comment");
  const outcome = outcomeOf(fetcher.data, "comment") ?? (fromPage?.debateId === debateId ? fromPage : null);
  useOutcomeToast(outcomeOf(fetcher.data, "comment"));
  const [content, setContent] = useState(() => fieldValue(fromPage, "content") ?? "");
  const [position, setPosition] = useState<Position>(yourPosition ?? "for");
  const pending = fetcher.state !== "idle";
  const cleared = useRef<string | null>(null);
  // Without JavaScript the button must stay enabled (the server checks emptiness).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const remaining = COMMENT_MAX_LENGTH - content.length;
  const error = fieldError(outcome, "content");
  const id = `comment-${debateId}`;

  useEffect(() => {
    const posted = outcomeOf(fetcher.data, "comment");
    if (fetcher.state === "idle" && posted?.ok && posted.toast && cleared.current !== posted.toast.id) {
      cleared.current = posted.toast.id;
      setContent("");
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" preventScrollReset noValidate className="mt-4 space-y-3" data-testid="comment-form">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="debateId" value={debateId} />
      <FormError id={`${id}-form-error`} message={fieldError(outcome, "")} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t("discussion.form.label")}
        </label>
        <textarea
          id={id}
          name="content"
          required
          maxLength={COMMENT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t("discussion.form.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ""}${id}-remaining`}
          className={`mt-1 block h-20 w-full resize-y rounded-md border px-3 py-2 text-base focus:outline-none focus:ring-2 focus:ring-indigo-600 ${
            error ? "border-red-700" : "border-slate-400"
          }`}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700" data-field-error>
            {error}
          </p>
        ) : null}
        <p id={`${id}-remaining`} className="mt-1 text-xs text-slate-600" aria-live="polite">
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
      <Button type="submit" disabled={pending || (hydrated && !content.trim())}>
        {pending ? t("discussion.form.submitting") : t("discussion.form.submit")}
      </Button>
    </fetcher.Form>
  );
}
