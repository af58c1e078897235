/** The contract of the policy impact doors (docs/api.md "Policy impact", docs/policy-impact.md). */
import { policyOutcomeListSchema, policyStatsSchema } from "~/models/policy";
import { outcomeFilterSchema } from "~/models/policy";

import { common, PARAMS, type ApiOperation } from "../define";

export const policyOperations: ApiOperation[] = [
  {
    file: "api.policy-outcomes.ts",
    method: "get",
    path: "/api/policy-outcomes",
    operationId: "policyOutcomes",
    tag: "policy",
    summary: "Policy outcomes, most recently announced first",
    description: "Admins record outcomes in the admin area, not through the API.",
    access: "public",
    query: outcomeFilterSchema,
    responses: { 200: { description: "Up to 100 outcomes.", schema: policyOutcomeListSchema } },
  },
  {
    file: "api.policy-outcomes.$debateId.ts",
    method: "get",
    path: "/api/policy-outcomes/{debateId}",
    operationId: "debatePolicyOutcomes",
    tag: "policy",
    summary: "The outcomes that followed a debate",
    access: "public",
    params: { debateId: PARAMS.debateId },
    responses: {
      200: { description: "The outcomes.", schema: policyOutcomeListSchema },
      404: common.debateNotFound,
    },
  },
  {
    file: "api.policy-impact.stats.ts",
    method: "get",
    path: "/api/policy-impact/stats",
    operationId: "policyStats",
    tag: "policy",
    summary: "Policy impact figures",
    access: "public",
    responses: { 200: { description: "The figures.", schema: policyStatsSchema } },
  },
];
