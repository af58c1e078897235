/**
 * GET /api/policy-impact/stats: { totalOutcomes, verifiedOutcomes, policyChanges, avgImpactScore }
 * (the score's formula: docs/policy-impact.md).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

import { policyStats } from "~/models/policy";

export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await policyStats(context.db));
}
