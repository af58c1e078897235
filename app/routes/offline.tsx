/**
 * /offline: what the service worker shows, without a network, for an address it has no copy of
 * (docs/pwa.md). The worker saves this page in each language when it installs, fetched without
 * cookies (no one's session in it), and serves it at whatever address was asked for; so the page
 * carries no scripts (`handle.scripts`: Remix would hydrate it as the route of that other address).
 * Its links and form are plain: "Try again" loads the address asked for, once the connection is back.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";

import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";
import type { ScriptsHandle } from "~/utils/handle";
import { translatorFor } from "~/utils/http.server";

export const handle: I18nHandle & ScriptsHandle = { scripts: false };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await translatorFor(request);
  return { meta: { title: t("pages.metaTitle", { title: t("pwa.offline.metaTitle") }) } };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function OfflinePage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="offline-title">
      <h1 id="offline-title" className="text-2xl font-bold">
        {t("pwa.offline.title")}
      </h1>
      <p className="mt-3 text-slate-700">{t("pwa.offline.body")}</p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {/* A form without an action loads the address this page answers (the one asked for) again. */}
        <form method="get">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-md bg-indigo-800 px-4 font-semibold text-white hover:bg-indigo-900"
          >
            {t("pwa.offline.retry")}
          </button>
        </form>
        <a href="/" className="inline-flex min-h-11 items-center px-2 font-semibold text-indigo-800 hover:underline">
          {t("pwa.offline.home")}
        </a>
      </div>
    </section>
  );
}
