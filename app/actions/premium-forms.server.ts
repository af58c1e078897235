/**
 * The premium membership's two forms, shared by the pages that show them (docs/live-rooms.md):
 * "subscribe" leaves for Stripe's hosted Checkout (from /live-rooms), "manage" for Stripe's billing
 * portal, where a member cancels or changes their card (from /live-rooms and /settings). Each is a
 * plain form posting to its page's own action; the same answer serves JavaScript and no JavaScript.
 * Refused (payments not configured, no subscription, Stripe unreachable), the page comes back with
 * the outcome, whose toast says what happened and what to do (shown beside the button too).
 */
import type { User } from "~/db/schema";
import { payments, premiumAvailable, premiumPortal, startPremiumCheckout } from "~/models/payments";
import { respond, type ActionArgs } from "~/utils/action.server";
import { publicOrigin, translate, translatorFor } from "~/utils/http.server";

type PremiumIntent = "subscribe" | "manage";

export function isPremiumIntent(value: unknown): value is PremiumIntent {
  return value === "subscribe" || value === "manage";
}

/** `returnPath`: where the billing portal sends the member back (a path of this site). */
export async function premiumFormAction(args: ActionArgs, user: User, intent: PremiumIntent, returnPath: string) {
  const t = await translatorFor(args.request);
  const stripe = args.context.config.stripe;
  const origin = publicOrigin(args.context, args.request);
  if (!premiumAvailable(stripe) || !origin) {
    return respond(args, {
      form: intent,
      ok: false,
      status: 503,
      toast: {
        title: t(intent === "manage" ? "rooms.toast.manageFailed" : "rooms.toast.subscriptionFailed"),
        description: t(intent === "manage" ? "rooms.premium.portalNotAvailable" : "rooms.premium.notAvailable"),
        variant: "destructive",
      },
    });
  }
  const client = payments(args.context.env, stripe);
  const started =
    intent === "subscribe"
      ? await startPremiumCheckout(args.context.db, client, stripe.premiumPriceId, user, origin)
      : await premiumPortal(args.context.db, client, user.id, `${origin}${returnPath}`);
  if (!started.ok) {
    return respond(args, {
      form: intent,
      ok: false,
      status: started.status,
      toast: {
        title: t(intent === "manage" ? "rooms.toast.manageFailed" : "rooms.toast.subscriptionFailed"),
        description: translate(t, started.error),
        variant: "destructive",
      },
    });
  }
  return respond(args, { form: intent, ok: true, leaveTo: started.url, navigate: true });
}
