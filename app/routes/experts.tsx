/**
 * /experts: the expert witnesses and their recent contributions (each linking to its debate), and,
 * for a signed-in citizen, their application (#your-application: its state, the admin's reason once
 * rejected, and the form to apply; the notification of a decision leads here). The apply form posts
 * to this page's action.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import { expertFormAction } from "~/actions/expert-forms.server";
import { getUser } from "~/auth/guards.server";
import { BecomeAnExpert } from "~/components/experts/expert-panel";
import { SignInPrompt } from "~/components/ui/sign-in-prompt";
import type { I18nHandle } from "~/i18n/areas";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { expertStatus, listExperts } from "~/models/experts";
import { readForm, unknownForm } from "~/utils/action.server";

export const handle: I18nHandle = { i18n: ["experts"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const [experts, status, t] = await Promise.all([
    listExperts(context.db),
    user ? expertStatus(context.db, user) : Promise.resolve(null),
    getLocale(request).then(getFixedT),
  ]);
  return {
    experts,
    status,
    meta: { title: t("expertWitness.directory.metaTitle"), description: t("expertWitness.directory.metaDescription") },
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  if (form.get("intent") !== "expertApply") return unknownForm(args.request);
  return expertFormAction(args, form, "expertApply", { here: "/experts#your-application" });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
];

function YourApplication({
  status,
}: {
  status: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["status"]> | null;
}) {
  const { t } = useTranslation();
  if (!status) {
    return (
      <SignInPrompt
        message={t("expertWitness.signInPrompt")}
        action={t("expertWitness.signIn")}
        testId="experts-sign-in"
      />
    );
  }
  if (status.isExpert) {
    return (
      <p className="rounded-xl bg-green-50 p-4 text-green-950" data-testid="you-are-expert">
        {t("expertWitness.directory.youAreExpert", { expertise: status.expertise ?? "" })}
      </p>
    );
  }
  return <BecomeAnExpert application={status.application} action="/experts" idPrefix="experts-page" />;
}

export default function ExpertsPage() {
  const { experts, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("expertWitness.directory.title")}</h1>
        <p className="mt-2 text-lg text-slate-700">{t("expertWitness.directory.intro")}</p>
      </div>
      <section id="your-application" aria-labelledby="your-application-title" className="scroll-mt-4">
        <h2 id="your-application-title" className="text-xl font-bold text-slate-900">
          {t("expertWitness.directory.yourApplication")}
        </h2>
        <div className="mt-3">
          <YourApplication status={status} />
        </div>
      </section>
      <section aria-labelledby="experts-list-title">
        <h2 id="experts-list-title" className="text-xl font-bold text-slate-900">
          {t("expertWitness.directory.listTitle")}
        </h2>
        {experts.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            {t("expertWitness.directory.none")}
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {experts.map((expert) => (
              <li key={expert.id} className="flex">
                <article
                  aria-labelledby={`expert-${expert.id}`}
                  className="w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="expert-profile"
                >
                  <h3 id={`expert-${expert.id}`} className="text-lg font-semibold text-slate-900">
                    {expert.name}
                  </h3>
                  <p className="text-sm text-slate-700">
                    {expert.expertise}
                    {expert.institutionAffiliation ? ` · ${expert.institutionAffiliation}` : ""}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {t("expertWitness.directory.contributions", { count: expert.contributions })}
                  </p>
                  {expert.recent.length ? (
                    <ul className="mt-3 space-y-2 border-t border-slate-100 pt-3">
                      {expert.recent.map((item) => (
                        <li key={item.id} className="text-sm">
                          <p className="font-medium text-indigo-900">
                            {t(`expertWitness.type.${item.contributionType}`)}
                          </p>
                          <p className="line-clamp-3 text-slate-800">{item.content}</p>
                          <p className="text-slate-600">
                            <Link to={`/debates/${item.debateId}#experts`} className="text-indigo-800 underline">
                              {t("expertWitness.directory.onDebate", { title: item.debateTitle })}
                            </Link>{" "}
                            · <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
                          </p>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
