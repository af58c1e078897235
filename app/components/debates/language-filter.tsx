/**
 * The home page's filter by the language a debate was written in (?language=en|hi|bn): links,
 * so it works without JavaScript and can be shared; the region and trending filters are kept,
 * the page number is not.
 */
import { Link, useLocation } from "@remix-run/react";

import type { Language } from "~/db/schema";
import { LANGUAGES } from "~/db/enums";
import { useTranslation } from "~/i18n/react";

function languageLink(search: string, language: Language | null) {
  const params = new URLSearchParams(search);
  params.delete("cursor");
  if (language) params.set("language", language);
  else params.delete("language");
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

export function LanguageFilter({ current }: { current: Language | null }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const choices: [Language | null, string][] = [
    [null, t("debates.languageFilter.all")],
    ...LANGUAGES.map((language): [Language, string] => [language, t(`debates.writtenIn.${language}`)]),
  ];
  return (
    <nav aria-label={t("debates.languageFilter.label")} className="mt-4" data-testid="language-filter">
      <ul className="flex flex-wrap gap-2">
        {choices.map(([language, label]) => {
          const selected = language === current;
          return (
            <li key={language ?? "all"}>
              <Link
                to={languageLink(search, language)}
                aria-current={selected ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm font-semibold ${
                  selected
                    ? "border-indigo-800 bg-indigo-800 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
