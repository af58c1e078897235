/** The discussion's forms: a new comment, a reply, the post form they share, a report. */
import { Link, useActionData, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

import { REPORT_REASONS } from "~/db/enums";
import type { Position } from "~/db/schema";
import { COMMENT_MAX_LENGTH } from "~/models/discussion/rules";
import type { OfflineOutcome } from "~/pwa/messages";
import type { ActionOutcome } from "~/utils/action.server";

import { fieldError, fieldValue, outcomeOf, useOutcomeToast } from "../ui/action-result";
import { Button } from "../ui/button";
import { FormError } from "../ui/field";

export function CommentForm({ debateId, yourPosition }: { debateId: string; yourPosition: Position | null }) {
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

export function ReplyForm({
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
    // Posted, or kept on this device to be sent when the connection returns (the service worker's
    // answer, docs/pwa.md): the box empties either way, so the same words are not sent twice.
    const done = posted?.ok ? posted.toast?.id : (posted as Partial<OfflineOutcome> | null)?.queued?.id;
    if (fetcher.state === "idle" && done && cleared.current !== done) {
      cleared.current = done;
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
      onSubmit={(event) => {
        // Each post gets its own key: sent twice (offline, then again when the connection returns),
        // it is stored once. Without JavaScript the field stays empty: no key.
        const key = event.currentTarget.elements.namedItem("clientId");
        if (key instanceof HTMLInputElement) key.value = crypto.randomUUID();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="clientId" defaultValue="" />
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
export function ReportForm({
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
