/**
 * /admin/moderation (docs/moderation.md): the items citizens reported, most reported first, and
 * what moderators hid. An admin hides an item with a reason, restores it, or dismisses its reports;
 * each decision is one batch with its audit entry (and the author's notification when a comment
 * is hidden). The admin role is checked here, in this loader and this action, not only by the
 * /admin layout (Remix runs their loaders in parallel).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { fieldError, outcomeOf, useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { RelativeTime } from "~/components/ui/relative-time";
import { REPORT_REASONS } from "~/db/enums";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import {
  MODERATION_INTENTS,
  moderationSchema,
  dismissReports,
  hiddenItems,
  hideItem,
  moderationQueue,
  restoreItem,
  type ModerationItem,
} from "~/models/discussion";
import { readForm, respond, unknownForm, type ActionOutcome } from "~/utils/action.server";
import { translate, translatorFor } from "~/utils/http.server";
import { parseForm } from "~/utils/validation.server";
import { langOf, languageOf } from "~/utils/script-language";

export const handle: I18nHandle = { i18n: ["admin", "debates"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  const [queue, hidden] = await Promise.all([moderationQueue(context.db), hiddenItems(context.db)]);
  return { queue, hidden };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const admin = await requireRole(request, context, "admin");
  const form = await readForm(args);
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(MODERATION_INTENTS as readonly string[]).includes(intent)) {
    return unknownForm(request);
  }
  const t = await translatorFor(request);
  const redirectTo = "/admin/moderation";
  const parsed = parseForm(t, form, moderationSchema);
  if (!parsed.ok) {
    const result = parsed.reply();
    return respond(args, {
      form: intent,
      ok: false,
      result,
      toast: {
        title: t("admin.moderation.failed"),
        description: result.error?.reason?.[0] ?? t("validation.invalid"),
        variant: "destructive",
      },
      payload: { targetId: String(form.get("targetId") ?? "") },
    });
  }
  const input = parsed.value;
  const decision = { actorId: admin.id, targetType: input.targetType, targetId: input.targetId };
  const result =
    input.intent === "hide"
      ? await hideItem(context.db, { ...decision, reason: input.reason })
      : input.intent === "restore"
        ? await restoreItem(context.db, decision)
        : await dismissReports(context.db, decision);
  const payload = { targetId: input.targetId };
  if (!result.ok) {
    return respond(args, {
      form: input.intent,
      ok: false,
      status: result.status,
      toast: { title: t("admin.moderation.failed"), description: translate(t, result.error), variant: "destructive" },
      redirectTo,
      payload,
    });
  }
  return respond(args, {
    form: input.intent,
    ok: true,
    toast: { title: t(`admin.moderation.done.${input.intent}`) },
    redirectTo,
    payload,
  });
}

export default function ModerationPage() {
  const { t } = useTranslation();
  const { queue, hidden } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-10">
      <section aria-labelledby="moderation-queue">
        <h2 id="moderation-queue" className="text-lg font-semibold text-slate-900">
          {t("admin.moderation.queueTitle")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t("admin.moderation.queueIntro")}{" "}
          <Link to="/guidelines" className="font-semibold text-blue-800 underline">
            {t("report.guidelines")}
          </Link>
        </p>
        {queue.length === 0 ? (
          <p className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-slate-700" data-testid="queue-empty">
            {t("admin.moderation.queueEmpty")}
          </p>
        ) : (
          <ul className="mt-4 space-y-4" data-testid="moderation-queue">
            {queue.map((item) => (
              <Item key={`${item.targetType}:${item.targetId}`} item={item} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="moderation-hidden">
        <h2 id="moderation-hidden" className="text-lg font-semibold text-slate-900">
          {t("admin.moderation.hiddenTitle")}
        </h2>
        {hidden.length === 0 ? (
          <p className="mt-4 rounded-md bg-slate-50 px-4 py-3 text-slate-700">{t("admin.moderation.hiddenEmpty")}</p>
        ) : (
          <ul className="mt-4 space-y-4" data-testid="moderation-hidden">
            {hidden.map((item) => (
              <Item key={`${item.targetType}:${item.targetId}`} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Item({ item }: { item: ModerationItem }) {
  const { t } = useTranslation();
  const key = `${item.targetType}:${item.targetId}`;
  const id = `moderation-${item.targetType}-${item.targetId}`;
  const fetcher = useFetcher<ActionOutcome<{ targetId: string }>>({ key: `moderation:${key}` });
  const outcome = outcomeOf<{ targetId: string }>(fetcher.data, fetcher.data?.form ?? "");
  useOutcomeToast(outcome);
  const reasonError = fieldError(outcome, "reason");
  const busy = fetcher.state !== "idle";
  const reasons = (Object.entries(item.reasons) as [string, number][])
    .map(([reason, n]) => t("admin.moderation.reasonCount", { reason: t(`report.reasons.${reason}`), count: n }))
    .join(", ");

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" data-testid="moderation-item" data-target={key}>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        {item.targetType === "comment"
          ? t("admin.moderation.commentBy", { name: item.author ?? "" })
          : t("admin.moderation.debate")}
        {" · "}
        <Link
          to={`/debates/${item.debateId}`}
          className="normal-case text-blue-800 underline"
          lang={languageOf(item.debateTitle)}
        >
          {item.debateTitle}
        </Link>
      </p>
      <blockquote
        className="mt-2 whitespace-pre-wrap break-words border-l-4 border-slate-200 pl-3 text-slate-900"
        lang={langOf(item.text)}
      >
        {item.text}
      </blockquote>
      {item.reports > 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="moderation-reports">
          {t("admin.moderation.reports", { count: item.reports })}: {reasons}
          {item.latestReportAt ? (
            <>
              {" · "}
              <RelativeTime iso={item.latestReportAt} />
            </>
          ) : null}
        </p>
      ) : null}
      {item.hidden ? (
        <p className="mt-2 text-sm font-semibold text-red-800">
          {t("admin.moderation.hiddenBecause", { reason: t(`report.reasons.${item.hidden.reason}`) })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {item.hidden ? (
          <fetcher.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="targetType" value={item.targetType} />
            <input type="hidden" name="targetId" value={item.targetId} />
            <Button type="submit" size="sm" variant="secondary" disabled={busy}>
              {t("admin.moderation.restore")}
            </Button>
          </fetcher.Form>
        ) : (
          <fetcher.Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="hide" />
            <input type="hidden" name="targetType" value={item.targetType} />
            <input type="hidden" name="targetId" value={item.targetId} />
            <div>
              <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
                {t("admin.moderation.reasonLabel")}
              </label>
              <select
                id={`${id}-reason`}
                name="reason"
                required
                defaultValue=""
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-error` : undefined}
                className="mt-1 min-h-11 rounded-md border border-slate-400 bg-white px-2 text-sm"
              >
                <option value="" disabled>
                  {t("admin.moderation.reasonPlaceholder")}
                </option>
                {REPORT_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`report.reasons.${reason}`)}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="sm" variant="danger" disabled={busy}>
              {t("admin.moderation.hide")}
            </Button>
            {reasonError ? (
              <p id={`${id}-error`} className="w-full text-sm text-red-700" data-field-error>
                {reasonError}
              </p>
            ) : null}
          </fetcher.Form>
        )}
        {item.reports > 0 ? (
          <fetcher.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="dismiss" />
            <input type="hidden" name="targetType" value={item.targetType} />
            <input type="hidden" name="targetId" value={item.targetId} />
            <Button type="submit" size="sm" variant="ghost" disabled={busy}>
              {t("admin.moderation.dismiss")}
            </Button>
          </fetcher.Form>
        ) : null}
      </div>
    </li>
  );
}
