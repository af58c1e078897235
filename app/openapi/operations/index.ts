/** Every operation of the JSON API, in the reference's order (one file per area). */
import type { ApiOperation } from "../define";

import { accountOperations } from "./accounts";
import { adminOperations } from "./admin";
import { campaignOperations } from "./campaigns";
import { civicOperations } from "./civic";
import { competitionOperations } from "./competition";
import { debateOperations } from "./debates";
import { expertOperations } from "./experts";
import { newsOperations } from "./news";
import { policyOperations } from "./policy";
import { roomOperations } from "./rooms";
import { userOperations } from "./user";

export const OPERATIONS: readonly ApiOperation[] = [
  ...accountOperations,
  ...debateOperations,
  ...userOperations,
  ...newsOperations,
  ...expertOperations,
  ...civicOperations,
  ...policyOperations,
  ...competitionOperations,
  ...roomOperations,
  ...campaignOperations,
  ...adminOperations,
];

/**
 * Route files under app/routes named `api.*` that are no operation of their own: the catch-all
 * that answers JSON 404 to any other /api/* address (said in the document's description).
 */
export const NOT_OPERATIONS: Readonly<Record<string, string>> = {
  "api.$.ts": "The catch-all: any other /api/* address answers JSON 404 `{ error }`.",
};
