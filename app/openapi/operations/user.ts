/** The contract of the signed-in citizen's own figures (docs/api.md "Debates, votes and comments"). */
import { userVotesSchema } from "~/models/debates";
import { influencesSchema, participatedCommentsSchema, userStatsSchema } from "~/models/stats";

import { common, type ApiOperation } from "../define";

export const userOperations: ApiOperation[] = [
  {
    file: "api.user.votes.ts",
    method: "get",
    path: "/api/user/votes",
    operationId: "userVotes",
    tag: "user",
    summary: "The caller's votes, newest first",
    access: "signedIn",
    responses: { 200: { description: "Every vote.", schema: userVotesSchema }, 401: common.unauthorized },
  },
  {
    file: "api.user.stats.ts",
    method: "get",
    path: "/api/user/stats",
    operationId: "userStats",
    tag: "user",
    summary: "The caller's figures and recent activity",
    access: "signedIn",
    responses: { 200: { description: "The figures.", schema: userStatsSchema }, 401: common.unauthorized },
  },
  {
    file: "api.user.influences.ts",
    method: "get",
    path: "/api/user/influences",
    operationId: "userInfluences",
    tag: "user",
    summary: "The caller's comments that inspired new debates",
    access: "signedIn",
    responses: { 200: { description: "Influence records.", schema: influencesSchema }, 401: common.unauthorized },
  },
  {
    file: "api.user.participated-debates-comments.ts",
    method: "get",
    path: "/api/user/participated-debates-comments",
    operationId: "participatedComments",
    tag: "user",
    summary: "Comments on the debates the caller took part in",
    access: "signedIn",
    responses: {
      200: {
        description: "The comments, with the caller's side (`yourPosition`).",
        schema: participatedCommentsSchema,
      },
      401: common.unauthorized,
    },
  },
];
