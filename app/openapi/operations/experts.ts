/** The contract of the expert witness doors (docs/api.md "Expert witnesses", docs/experts.md). */
import {
  applicationCreatedSchema,
  applicationRefusedSchema,
  contributionCreatedSchema,
  contributionViewSchema,
  expertStatusSchema,
} from "~/models/experts";
import { applicationSchema, contributionSchema } from "~/models/experts";
import * as z from "~/utils/zod";

import { common, PARAMS, refusal, type ApiOperation } from "../define";

export const expertOperations: ApiOperation[] = [
  {
    file: "api.expert-witness.status.ts",
    method: "get",
    path: "/api/expert-witness/status",
    operationId: "expertStatus",
    tag: "experts",
    summary: "The caller's expert status and latest application",
    access: "signedIn",
    responses: { 200: { description: "The status.", schema: expertStatusSchema }, 401: common.unauthorized },
  },
  {
    file: "api.expert-witness.apply.ts",
    method: "post",
    path: "/api/expert-witness/apply",
    operationId: "applyAsExpert",
    tag: "experts",
    summary: "Apply to be an expert witness",
    access: "signedIn",
    body: applicationSchema,
    responses: {
      201: { description: "The application, waiting for an admin's review.", schema: applicationCreatedSchema },
      400: common.badInput,
      401: common.unauthorized,
      409: { description: "Already an expert, or an application is waiting.", schema: applicationRefusedSchema },
    },
  },
  {
    file: "api.debates.$debateId.expert-contributions.ts",
    method: "get",
    path: "/api/debates/{debateId}/expert-contributions",
    operationId: "expertContributions",
    tag: "experts",
    summary: "A debate's expert contributions, best first",
    description:
      "Ranked by what both sides find helpful (docs/experts.md); `yourRating` for a signed-in caller. Ratings are given on the debate page.",
    access: "optional",
    params: { debateId: PARAMS.debateId },
    responses: {
      200: { description: "The contributions.", schema: z.array(contributionViewSchema) },
      404: common.debateNotFound,
    },
  },
  {
    file: "api.debates.$debateId.expert-contribute.ts",
    method: "post",
    path: "/api/debates/{debateId}/expert-contribute",
    operationId: "contribute",
    tag: "experts",
    summary: "Contribute to a debate as an expert",
    description: "`supportingDocuments`: http(s) addresses, at most 5.",
    access: "expert",
    params: { debateId: PARAMS.debateId },
    body: contributionSchema,
    responses: {
      201: { description: "The contribution.", schema: contributionCreatedSchema },
      400: common.badInput,
      401: common.unauthorized,
      403: refusal("Not an expert (whatever the body), or a cross-site request."),
      404: common.debateNotFound,
    },
  },
];
