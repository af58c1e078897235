/**
 * POST /ads/{campaignId}/click: a click on a promoted ad in the home banner (a plain form opening in
 * a new tab). Counts the click for today at most once per viewer, and only as a same-origin POST
 * (docs/campaigns.md, "Counting"; app/models/campaigns/ad-counting.server.ts); a click that is not counted
 * still goes where the ad leads: the campaign's entry in the ad library. An unknown or inactive
 * campaign goes to the library.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { getUser } from "~/auth/guards.server";
import { countAdRequest } from "~/models/campaigns";
import { recordId } from "~/utils/id.schema";
import { readForm } from "~/utils/action.server";
import { methodNotAllowed } from "~/utils/http.server";
import { localRedirect } from "~/utils/redirect.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await readForm(args);
  const id = recordId.safeParse(args.params.campaignId);
  if (!id.success) return localRedirect("/ads", 303);
  const outcome = await countAdRequest(context.db, request, id.data, "click", {
    secret: context.config.sessionSecret,
    publicOrigin: context.config.publicOrigin,
    userId: async () => (await getUser(request, context))?.id ?? null,
  });
  return localRedirect(outcome === "inactive" ? "/ads" : `/ads#ad-${id.data}`, 303);
}
