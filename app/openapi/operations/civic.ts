/** The contract of the civic education doors (docs/api.md "Civic education", docs/civic.md). */
import { civicModuleListSchema, civicSummarySchema, moduleStepSchema } from "~/models/civic";
import { civicFilterSchema } from "~/models/civic";

import { common, PARAMS, refusal, type ApiOperation } from "../define";

export const civicOperations: ApiOperation[] = [
  {
    file: "api.civic-education.modules.ts",
    method: "get",
    path: "/api/civic-education/modules",
    operationId: "civicModules",
    tag: "civic",
    summary: "The modules, in the caller's language",
    description: "Each with `userProgress` when the caller is signed in.",
    access: "optional",
    query: civicFilterSchema,
    responses: { 200: { description: "The modules.", schema: civicModuleListSchema } },
  },
  {
    file: "api.civic-education.progress.ts",
    method: "get",
    path: "/api/civic-education/progress",
    operationId: "civicProgress",
    tag: "civic",
    summary: "The caller's progress over all modules",
    access: "signedIn",
    responses: { 200: { description: "The summary.", schema: civicSummarySchema }, 401: common.unauthorized },
  },
  {
    file: "api.civic-education.modules.$moduleId.start.ts",
    method: "post",
    path: "/api/civic-education/modules/{moduleId}/start",
    operationId: "startModule",
    tag: "civic",
    summary: "Start a module",
    description: "No body. Idempotent: a second call answers 200 with `changed: false`.",
    access: "signedIn",
    params: { moduleId: PARAMS.moduleId },
    responses: {
      200: { description: "Started.", schema: moduleStepSchema },
      401: common.unauthorized,
      404: refusal("No such module."),
      409: refusal("Its prerequisites are unfinished (the message names them)."),
    },
  },
  {
    file: "api.civic-education.modules.$moduleId.complete.ts",
    method: "post",
    path: "/api/civic-education/modules/{moduleId}/complete",
    operationId: "completeModule",
    tag: "civic",
    summary: "Complete a module",
    description: "No body. Idempotent: a second call answers 200 with `changed: false`.",
    access: "signedIn",
    params: { moduleId: PARAMS.moduleId },
    responses: {
      200: { description: "Completed.", schema: moduleStepSchema },
      401: common.unauthorized,
      404: refusal("No such module."),
      409: refusal("Not started yet."),
    },
  },
];
