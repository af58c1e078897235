/** The contract of debates, votes and comments (docs/api.md "Debates, votes and comments"). */
import * as z from "~/utils/zod";

import { LANGUAGES } from "~/db/enums";
import {
  commentCreatedSchema,
  commentListSchema,
  commentsByPositionSchema,
  likeResultSchema,
} from "~/models/discussion";
import { commentPageQuerySchema, commentSchema } from "~/models/discussion";
import { alreadyVotedSchema, debateSchema, userVoteSchema, voteResultSchema } from "~/models/debates";
import { debateListQuerySchema, voteSchema } from "~/models/debates";
import { trendingTopicsSchema } from "~/models/stats";

import { common, PARAMS, refusal, RETRY_AFTER, type ApiOperation } from "../define";

export const debateOperations: ApiOperation[] = [
  {
    file: "api.debates.ts",
    method: "get",
    path: "/api/debates",
    operationId: "listDebates",
    tag: "debates",
    summary: "Debates, newest first",
    description:
      "60 a page. Hidden debates are never listed. `language` filters by the language a debate was written in; the API gives the original text (pages show translations).",
    access: "public",
    query: debateListQuerySchema,
    responses: { 200: { description: "A page of debates.", schema: z.array(debateSchema) } },
  },
  {
    file: "api.debates.$debateId.vote.ts",
    method: "post",
    path: "/api/debates/{debateId}/vote",
    operationId: "vote",
    tag: "debates",
    summary: "Vote for or against",
    description:
      "One vote per citizen and debate. A vote of a citizen whose e-mail is not confirmed yet is recorded and counts once it is (`counted: false` and a `notice`).",
    access: "signedIn",
    params: { debateId: PARAMS.debateId },
    body: voteSchema,
    responses: {
      200: { description: "The vote is recorded; the debate's figures after it.", schema: voteResultSchema },
      400: {
        description: "A bad side, or already voted (then `position` is the side taken).",
        schema: alreadyVotedSchema.partial({ position: true }),
      },
      401: common.unauthorized,
      404: common.debateNotFound,
      503: refusal("The database is busy: nothing was stored, try again.", RETRY_AFTER),
    },
  },
  {
    file: "api.debates.$debateId.user-vote.ts",
    method: "get",
    path: "/api/debates/{debateId}/user-vote",
    operationId: "userVote",
    tag: "debates",
    summary: "The caller's vote on a debate",
    access: "signedIn",
    params: { debateId: PARAMS.debateId },
    responses: {
      200: { description: "The side taken, or null.", schema: userVoteSchema },
      401: common.unauthorized,
    },
  },
  {
    file: "api.debates.$debateId.comments-by-position.ts",
    method: "get",
    path: "/api/debates/{debateId}/comments-by-position",
    operationId: "commentsByPosition",
    tag: "debates",
    summary: "A debate's comments by side, newest first",
    access: "optional",
    params: { debateId: PARAMS.debateId },
    responses: {
      200: { description: "Each side's comments.", schema: commentsByPositionSchema },
      404: common.debateNotFound,
    },
  },
  {
    file: "api.debates.$debateId.all-comments.ts",
    method: "get",
    path: "/api/debates/{debateId}/all-comments",
    operationId: "allComments",
    tag: "debates",
    summary: "A debate's comments and replies, newest first",
    description:
      '50 a page. A reply has `parentId`; a comment hidden by moderators has `content: ""` and `hidden.reason`.',
    access: "optional",
    params: { debateId: PARAMS.debateId },
    query: commentPageQuerySchema,
    responses: {
      200: {
        description: "A page of comments.",
        schema: commentListSchema,
        headers: { "X-Has-More": { description: '"1" when there is a next page, else "0".' } },
      },
      404: common.debateNotFound,
    },
  },
  {
    file: "api.debates.$debateId.comments.ts",
    method: "post",
    path: "/api/debates/{debateId}/comments",
    operationId: "postComment",
    tag: "debates",
    summary: "Comment on a debate, or reply to a comment",
    description:
      "1 to 5,000 characters once trimmed. The side is the author's vote when they voted, else `position` (default for). With `parentId`, a reply to that comment. With `clientId` (an idempotency key), sent twice, it is stored once.",
    access: "signedIn",
    params: { debateId: PARAMS.debateId },
    body: commentSchema,
    responses: {
      200: {
        description:
          "The same `clientId` from the same author came before (sent again after being offline): the comment stored then, nothing new (docs/pwa.md).",
        schema: commentCreatedSchema,
      },
      201: { description: "The comment.", schema: commentCreatedSchema },
      400: refusal("Empty, too long, or a reply to a hidden comment: nothing is stored."),
      401: refusal("Not signed in ('Must be logged in to comment')."),
      404: refusal("No such debate, or no such comment to reply to."),
    },
  },
  {
    file: "api.comments.$commentId.like.ts",
    method: "post",
    path: "/api/comments/{commentId}/like",
    operationId: "likeComment",
    tag: "debates",
    summary: "Like a comment",
    description: "Once per citizen; not one's own. A second call changes nothing.",
    access: "signedIn",
    params: { commentId: PARAMS.commentId },
    responses: {
      200: { description: "The comment's likes.", schema: likeResultSchema },
      400: refusal("A hidden comment."),
      401: common.unauthorized,
      403: refusal("One's own comment: a citizen does not like their own words."),
      404: refusal("No such comment."),
    },
  },
  {
    file: "api.trending-topics-from-comments.ts",
    method: "get",
    path: "/api/trending-topics-from-comments",
    operationId: "trendingTopics",
    tag: "debates",
    summary: "Topics emerging from the last 7 days of comments",
    access: "public",
    query: z.object({
      language: z.enum(LANGUAGES).optional().describe("The comments' language; default the reader's."),
    }),
    responses: {
      200: {
        description: "The topics, most mentioned first.",
        schema: trendingTopicsSchema,
        headers: { "X-Sample-Topics": { description: '"1" when there are no comments yet and these are samples.' } },
      },
    },
  },
];
