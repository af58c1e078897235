/**
 * The campaign package catalogue (SPEC.md section 9). Prices are decided here, on
 * the server; the client never sends an amount that is trusted.
 */
import type { PACKAGE_TYPES } from "~/db/schema";

export type PackageType = (typeof PACKAGE_TYPES)[number];

interface CampaignPackage {
  id: PackageType;
  /** US cents. */
  priceUsd: number;
  /** Indian paise. */
  priceInr: number;
  /** Days. */
  duration: number;
  /** Sponsored debate placements; null means unlimited. */
  placements: number | null;
  popular: boolean;
}

export const CAMPAIGN_PACKAGES: Record<PackageType, CampaignPackage> = {
  basic: { id: "basic", priceUsd: 29_900, priceInr: 2_499_000, duration: 7, placements: 5, popular: false },
  premium: { id: "premium", priceUsd: 79_900, priceInr: 6_699_000, duration: 21, placements: 15, popular: true },
  enterprise: {
    id: "enterprise",
    priceUsd: 199_900,
    priceInr: 16_799_000,
    duration: 60,
    placements: null,
    popular: false,
  },
};

/** The price of a package in minor units of the currency. */
export function packagePrice(type: PackageType, currency: "usd" | "inr"): number {
  const pkg = CAMPAIGN_PACKAGES[type];
  return currency === "inr" ? pkg.priceInr : pkg.priceUsd;
}
