/**
 * /common-ground: how a debate's "Common ground" is computed, in plain words (issue 30). The
 * method in full, with its thresholds and references: docs/common-ground.md.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";

import type { I18nHandle } from "~/i18n/areas";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { COMMON_GROUND_THRESHOLDS } from "~/models/common-ground";

export const handle: I18nHandle = { i18n: ["debates"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getFixedT(await getLocale(request));
  return {
    meta: { title: t("commonGround.how.metaTitle"), description: t("commonGround.intro") },
    minParticipants: COMMON_GROUND_THRESHOLDS.minParticipants,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

const PARAGRAPHS = ["reactions", "groups", "consensus", "divides", "when", "limits", "source"] as const;

export default function CommonGroundMethodPage() {
  const { minParticipants } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-slate-900">
        {t("commonGround.how.title")}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t("commonGround.intro")}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5">
        {PARAGRAPHS.map((key) => (
          <p key={key} className="text-slate-800">
            {t(`commonGround.how.${key}`, { min: minParticipants })}
          </p>
        ))}
      </div>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-indigo-800 underline">
          {t("commonGround.how.back")}
        </Link>
      </p>
    </article>
  );
}
