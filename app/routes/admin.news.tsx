/**
 * /admin/news: Live News Integration (SPEC.md Overlay 7), once a dialog of the home page: the
 * news runs and feeds, and Generate Debates (this page's own action, intent "generateNews").
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { requireRole } from "~/auth/guards.server";
import { NewsPanel } from "~/components/admin/news-panel";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import { getNewsStatus } from "~/models/news";
import { readForm, respond, unknownForm } from "~/utils/action.server";
import { translatorFor } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["admin", "news"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, "admin");
  return { status: await getNewsStatus(context.db) };
}

export async function action(args: ActionFunctionArgs) {
  await requireRole(args.request, args.context, "admin");
  const form = await readForm(args);
  if (form.get("intent") !== "generateNews") return unknownForm(args.request);
  const t = await translatorFor(args.request);
  const run = await args.context.jobs.runNews(args.context, "manual");
  const ok = run.status === "succeeded";
  return respond(args, {
    form: "generateNews",
    ok,
    status: run.status === "skipped" ? 409 : 502,
    toast: ok
      ? { title: t("news.done", { headlines: run.headlinesNew, debates: run.debatesNew }) }
      : { title: t(run.status === "skipped" ? "news.errors.busy" : "news.errors.failed"), variant: "destructive" },
    redirectTo: "/admin/news",
  });
}

export default function AdminNews() {
  const { status } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="news-title" data-testid="news-overlay">
      <h2 id="news-title" className="mb-4 text-xl font-semibold text-slate-900">
        {t("news.title")}
      </h2>
      <NewsPanel status={status} />
    </section>
  );
}
