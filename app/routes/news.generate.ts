/** POST /news/generate: the Generate Debates button without JavaScript (admins); back to the panel. */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireRole } from "~/auth/guards.server";
import { translatorFor } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

import { runIngestion } from "../../workers/news/ingest";

export const loader = () => redirect("/?overlay=news");

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, "admin");
  const t = await translatorFor(request);
  const run = await runIngestion(context, { trigger: "manual" });
  const toast =
    run.status === "succeeded"
      ? { title: t("news.done", { headlines: run.headlinesNew, debates: run.debatesNew }) }
      : {
          title: t(run.status === "skipped" ? "news.errors.busy" : "news.errors.failed"),
          variant: "destructive" as const,
        };
  return redirectWithToast("/?overlay=news", toast, { config: context.config, request });
}
