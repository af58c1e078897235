/**
 * After a post the service worker answered offline (kept for later, or refused for want of a
 * network: app/pwa/messages.ts), the page keeps the data it has: Remix would reload every loader,
 * which offline only fails. Routes whose forms work offline export this as `shouldRevalidate`
 * (with single fetch, Remix passes `defaultShouldRevalidate: true` to it, as it revalidates every
 * route without one: otherwise nothing changes).
 */
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

export function keepDataWhenOffline({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return (actionResult as { offline?: unknown } | null | undefined)?.offline === true ? false : defaultShouldRevalidate;
}
