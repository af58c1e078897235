/**
 * /civic-education/{id}: one module, its lesson in the reader's language (en, hi, bn), its
 * prerequisites, and Start Learning / Complete Module (a Completed badge once done; visitors are
 * asked to sign in). Its action serves those two forms, from this page and from the overlay.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

import { civicFormAction, isCivicIntent } from "~/actions/civic-forms.server";
import { getUser } from "~/auth/guards.server";
import { CivicModule, type ModuleData } from "~/components/civic/civic-education";
import type { I18nHandle } from "~/i18n/areas";
import { getFixedT, getLocale } from "~/i18n/i18n.server";
import { getModule } from "~/models/civic";
import { pageUrl, readForm, unknownForm } from "~/utils/action.server";
import { notFound } from "~/utils/http.server";

export const handle: I18nHandle = { i18n: ["civic"] };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await getUser(request, context);
  const language = await getLocale(request);
  const [module, t] = await Promise.all([
    getModule(context.db, params.moduleId ?? "", { language, userId: user?.id ?? null }),
    getFixedT(language),
  ]);
  if (!module) notFound();
  const data: ModuleData = { view: "module", module, signedIn: Boolean(user) };
  return {
    ...data,
    meta: { title: t("pages.metaTitle", { title: module.title }), description: module.description },
  };
}

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args);
  const intent = form.get("intent");
  if (!isCivicIntent(intent)) return unknownForm(args.request);
  return civicFormAction(args, form, intent, pageUrl(args.request));
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title ?? "DebateStorm" },
  { name: "description", content: data?.meta.description ?? "" },
];

export default function CivicModulePage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl">
      <CivicModule data={data} backHref="/civic-education" titleAs="h1" />
    </div>
  );
}
