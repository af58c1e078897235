/**
 * POST /api/subscribe (SPEC.md section 7, docs/payments.md): starts a premium subscription for the
 * signed-in caller through Stripe Checkout and answers `{ url }`, the hosted page to send them to.
 * 401 for visitors; 409 when already premium; 503 when this server has no Stripe or premium Price;
 * 502 when Stripe refuses.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";

import { requireUser } from "~/auth/guards.server";
import { premiumAvailable, startPremiumCheckout, payments } from "~/models/payments";
import { jsonError, methodNotAllowed, publicOrigin, requirePostBody, translate } from "~/utils/http.server";

export const loader = ({ request }: ActionFunctionArgs) => methodNotAllowed(request, ["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { t } = await requirePostBody(request);
  const user = await requireUser(request, context);
  const stripe = context.config.stripe;
  const origin = publicOrigin(context, request);
  if (!premiumAvailable(stripe) || !origin) return jsonError(503, t("rooms.premium.notAvailable"));
  const started = await startPremiumCheckout(
    context.db,
    payments(context.env, stripe),
    stripe.premiumPriceId,
    user,
    origin,
  );
  if (!started.ok) return jsonError(started.status, translate(t, started.error));
  return Response.json({ url: started.url });
}
