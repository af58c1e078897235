/**
 * The payments domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export type { StripeEventHandler } from "./event-handler";
export {
  confirmPremiumReturn,
  onPremiumCheckoutCompleted,
  onSubscriptionChanged,
  onSubscriptionInvoice,
  PREMIUM_MONTHLY_CENTS,
  premiumAvailable,
  premiumPortal,
  startPremiumCheckout,
} from "./premium.server";
export {
  payments,
  type Payments,
  type PaymentsApi,
  PaymentsError,
  type PaymentsFailure,
  type PaymentsOutcome,
  type Stripe,
  type StripeCredentials,
  type VerifiedDelivery,
} from "./stripe.server";
