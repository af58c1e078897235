/** POST /api/civic-education/modules/{id}/complete (signed in, no body): see app/actions/civic-api.server.ts. */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { civicApiAction } from "~/actions/civic-api.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);
export const action = (args: ActionFunctionArgs) => civicApiAction(args, "complete");
