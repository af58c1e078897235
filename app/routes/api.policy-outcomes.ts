/**
 * GET /api/policy-outcomes (?status=verified|pending): every policy outcome, most recently announced
 * first, each with its impact score (docs/policy-impact.md). Public record.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { outcomeFilterSchema, listOutcomes } from "~/models/policy";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { status } = outcomeFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await listOutcomes(context.db, { status }));
}
