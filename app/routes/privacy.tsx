import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";

import { InfoPage } from "~/components/info-page";
import { infoPageMeta } from "~/utils/meta.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return { meta: await infoPageMeta(request, "privacy") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.meta.title },
  { name: "description", content: data?.meta.description },
];

export default function PrivacyPage() {
  return <InfoPage page="privacy" />;
}
