/** Any /api/* address no route answers: JSON 404 `{ error }`, whatever the method (an API client reads JSON). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";

import { jsonError, translatorFor } from "~/utils/http.server";

async function notFound({ request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const t = await translatorFor(request);
  return jsonError(404, t("errors.apiNotFound"));
}

export const loader = notFound;
export const action = notFound;
