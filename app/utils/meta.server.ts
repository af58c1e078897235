import { getFixedT, getLocale } from "~/i18n/i18n.server";

/** The translated title of a static page, for its loader to hand to `meta`. */
export async function infoPageMeta(request: Request, page: "help" | "guidelines" | "privacy") {
  const t = await getFixedT(await getLocale(request));
  return {
    title: t("pages.metaTitle", { title: t(`pages.${page}.title`) }),
    description: t(`pages.${page}.intro`),
  };
}
