/** 'Your Impact This Week': real figures (app/models/stats/impact.server.ts) in the spec's compact style. */
import { useTranslation } from "~/i18n/react";

import type { ImpactFigures } from "~/models/stats";
import { compactAtLeast } from "~/utils/format";

export function ImpactStrip({ figures }: { figures: ImpactFigures }) {
  const { t, i18n } = useTranslation();
  const items = [
    { label: t("impact.citizens"), value: figures.citizens },
    { label: t("impact.liveDebates"), value: figures.liveDebates },
    { label: t("impact.countries"), value: figures.countries },
    { label: t("impact.votesCast"), value: figures.votesCast },
  ];
  return (
    <section aria-labelledby="impact-title" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="impact-title" className="text-lg font-bold text-slate-900">
        {t("impact.title")}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="impact-figures">
        {items.map((item) => (
          <div key={item.label} className="text-center">
            <dd className="text-3xl font-bold text-indigo-900">{compactAtLeast(item.value, i18n.language)}</dd>
            <dt className="mt-1 text-sm text-slate-700">{item.label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
