/**
 * The webhooks domain's face: what routes, Workers, scripts and the other domains use of it.
 * They import from here (or, for the plain constants the browser shows, ./rules), never its other files.
 */
export { listUnmatchedStripeEvents, processStripeEvent, UNMATCHED_SHOWN } from "./stripe-events.server";
