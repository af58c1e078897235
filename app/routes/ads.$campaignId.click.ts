/**
 * POST /ads/{campaignId}/click: a click on a promoted ad in the home banner (a plain form opening in
 * a new tab). Counts the click for today, with no personal data, and goes on to the campaign's entry
 * in the ad library. Only active campaigns are counted; anything else still goes to the library.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { recordId } from "~/models/id.schema";
import { recordAdEvent } from "~/models/campaigns.server";
import { readForm } from "~/utils/action.server";
import { methodNotAllowed } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action(args: ActionFunctionArgs) {
  await readForm(args);
  const id = recordId.safeParse(args.params.campaignId);
  if (!id.success) return localRedirect("/ads", 303);
  const counted = await recordAdEvent(args.context.db, id.data, "click");
  return localRedirect(counted ? `/ads#ad-${id.data}` : "/ads", 303);
}
