/** /dev/outbox: e-mail the app would have sent. Development and tests only; 404 in production. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { I18nHandle } from "~/i18n/areas";
import { useTranslation } from "~/i18n/react";

import { readOutbox } from "~/models/mail";
import { isLoopback, notFound, translatorFor } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["accounts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Development only, and only on this machine: the outbox holds other people's sign-in links.
  if (!context.config.isDevelopment || !isLoopback(request)) notFound();
  const t = await translatorFor(request);
  return {
    messages: await readOutbox(context.db),
    meta: { title: t("pages.metaTitle", { title: t("outbox.title") }) },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "robots", content: "noindex" },
];

export default function Outbox() {
  const { messages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="outbox-title">
      <h1 id="outbox-title" className="text-2xl font-bold">
        {t("outbox.title")}
      </h1>
      <p className="mt-1 text-slate-700">{t("outbox.intro")}</p>
      {messages.length === 0 ? <p className="mt-6">{t("outbox.empty")}</p> : null}
      <ol className="mt-6 space-y-4">
        {messages.map((message) => (
          <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-5" data-testid="outbox-message">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t("outbox.to")}</dt>
              <dd data-testid="outbox-to">{message.toAddress}</dd>
              <dt className="font-semibold">{t("outbox.subject")}</dt>
              <dd>{message.subject}</dd>
              <dt className="font-semibold">{t("outbox.sent")}</dt>
              <dd>{message.createdAt}</dd>
            </dl>
            <pre
              className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800"
              data-testid="outbox-body"
            >
              {message.bodyText}
            </pre>
          </li>
        ))}
      </ol>
    </section>
  );
}
