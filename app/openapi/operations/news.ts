/** The contract of the news doors (docs/api.md "News", docs/news.md). */
import { headlineQuerySchema } from "~/models/news";
import { headlineListSchema, newsRunDoneSchema, newsRunRefusedSchema } from "~/models/news";

import { common, type ApiOperation } from "../define";

export const newsOperations: ApiOperation[] = [
  {
    file: "api.news.headlines.ts",
    method: "get",
    path: "/api/news/headlines",
    operationId: "headlines",
    tag: "news",
    summary: "The newest headlines",
    access: "public",
    query: headlineQuerySchema,
    responses: { 200: { description: "Up to 10 headlines, newest first.", schema: headlineListSchema } },
  },
  {
    file: "api.news.generate-debates.ts",
    method: "post",
    path: "/api/news/generate-debates",
    operationId: "generateDebates",
    tag: "news",
    summary: "Run the news ingestion now",
    description: "Reads every feed, stores new headlines and makes debates of them (docs/news.md). No body.",
    access: "admin",
    responses: {
      200: { description: "The run's report.", schema: newsRunDoneSchema },
      401: common.unauthorized,
      403: common.crossSite,
      409: { description: "Another run is in progress.", schema: newsRunRefusedSchema },
      502: { description: "The run failed ('Failed to generate debates').", schema: newsRunRefusedSchema },
    },
  },
];
