/**
 * /notifications: what concerns the citizen, newest first (?page=N), each linking to its subject.
 * Opening the page marks them read (the header's bell empties); each can be cleared, or all at once.
 * Which kinds also arrive by e-mail is chosen in /settings#notifications.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import * as z from "~/utils/zod";

import { requireUser } from "~/auth/guards.server";
import { useOutcomeToast } from "~/components/ui/action-result";
import { Button } from "~/components/ui/button";
import { RelativeTime } from "~/components/ui/relative-time";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { notificationIdSchema } from "~/models/accounts";
import {
  describeNotification,
  clearAllNotifications,
  clearNotification,
  listNotifications,
  markAllRead,
} from "~/models/notifications";
import { pageUrl, readForm, respond, unknownForm } from "~/utils/action.server";
import { translatorFor } from "~/utils/http.server";
import { once } from "~/utils/once";
import { parseForm } from "~/utils/validation.server";

export const handle: I18nHandle = { i18n: ["account"] };

const pageSchema = /* @__PURE__ */ once(() =>
  z.object({ page: z.coerce.number().int().min(1).max(1000).catch(1) }).catch({ page: 1 }),
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const { page } = pageSchema().parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listNotifications(context.db, user.id, page);
  // Opening the page reads them. Not when this loader renders the answer to a form post without
  // JavaScript (Remix runs it with the post's headers): a refused clear writes nothing.
  const afterFormPost = /form/.test(request.headers.get("Content-Type") ?? "");
  if (!afterFormPost && list.items.some((item) => !item.read)) await markAllRead(context.db, user.id);
  return { ...list, meta: { title: t("account.notifications.metaTitle") } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const { request, context } = args;
  const user = await requireUser(request, context);
  const t = await translatorFor(request);
  const here = pageUrl(request);
  const intent = form.get("intent");
  if (intent === "clear") {
    const parsed = parseForm(t, form, notificationIdSchema);
    if (!parsed.ok) return respond(args, { form: "clear", ok: false, result: parsed.reply(), redirectTo: here });
    // Only the citizen's own: another's id is not found (404).
    const cleared = await clearNotification(context.db, user.id, parsed.value.notificationId);
    if (!cleared) {
      const toast = { title: t("account.notifications.errors.notFound"), variant: "destructive" as const };
      return respond(args, { form: "clear", ok: false, status: 404, toast });
    }
    return respond(args, {
      form: "clear",
      ok: true,
      redirectTo: here,
      toast: { title: t("account.notifications.cleared") },
    });
  }
  if (intent === "clearAll") {
    await clearAllNotifications(context.db, user.id);
    return respond(args, {
      form: "clearAll",
      ok: true,
      redirectTo: "/notifications",
      toast: { title: t("account.notifications.allCleared") },
    });
  }
  return unknownForm(request);
}

export default function Notifications() {
  const { items, hasMore, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useOutcomeToast(useActionData<typeof action>());
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("account.notifications.title")}</h1>
        {items.length > 0 ? (
          <Form method="post">
            <Button type="submit" name="intent" value="clearAll" variant="secondary">
              {t("account.notifications.clearAll")}
            </Button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-slate-200 bg-white p-5 text-slate-700">
          {page > 1 ? t("account.notifications.noMore") : t("account.notifications.empty")}
        </p>
      ) : (
        <ul
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          data-testid="notifications"
        >
          {items.map((item) => {
            const { title, detail } = describeNotification(t, item);
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-start justify-between gap-3 p-4"
                data-testid="notification"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    {item.read ? null : (
                      <span className="mr-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                        {t("account.notifications.new")}
                      </span>
                    )}
                    <Link to={item.href} className="text-indigo-800 underline underline-offset-2">
                      {title}
                    </Link>
                  </p>
                  {detail ? <p className="mt-1 break-words text-sm text-slate-700">{detail}</p> : null}
                  <p className="mt-1 text-xs text-slate-600">
                    <RelativeTime iso={item.createdAt} />
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="notificationId" value={item.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="clear"
                    variant="ghost"
                    size="sm"
                    aria-label={t("account.notifications.clearOne", { title })}
                  >
                    {t("account.notifications.clear")}
                  </Button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <nav aria-label={t("account.notifications.pages")} className="mt-4 flex justify-between">
        {page > 1 ? (
          <Link
            to={`/notifications?page=${page - 1}`}
            className="inline-flex min-h-11 items-center text-indigo-800 underline"
          >
            {t("account.notifications.newer")}
          </Link>
        ) : (
          <span />
        )}
        {hasMore ? (
          <Link
            to={`/notifications?page=${page + 1}`}
            className="inline-flex min-h-11 items-center text-indigo-800 underline"
          >
            {t("account.notifications.older")}
          </Link>
        ) : null}
      </nav>
      <p className="mt-6 text-sm text-slate-700">
        <Link to="/settings#notifications" className="text-indigo-800 underline">
          {t("account.notifications.emailSettings")}
        </Link>
      </p>
    </div>
  );
}
