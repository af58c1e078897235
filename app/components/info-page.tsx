import { useTranslation } from "~/i18n/react";

type InfoPageKey = "help" | "guidelines" | "privacy";

interface Section {
  heading: string;
  body: string;
}

/** A static page whose title, introduction and sections come from the translations. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation();
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t(`pages.${page}.title`)}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t(`pages.${page}.intro`)}</p>
      <div className="mt-8 space-y-6">
        {sections.map((section) => (
          <section key={section.heading} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            <p className="mt-2 text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
