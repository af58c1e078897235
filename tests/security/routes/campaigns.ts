/**
 * The route table's rows for campaigns (docs/campaigns.md): the purchase and the owner's dashboard
 * (signed in, own campaigns only: "other" is a citizen acting on the citizen's campaign), the admin
 * child, the JSON doors, and the public ad library, banner pixel and click.
 */
import { env } from "cloudflare:test";

import { createDb } from "~/db/client.server";
import { createCampaign } from "~/seed/factories";

import type { Fixtures } from "../fixtures";
import { adminOnly, everyone, form, json, ROLES, signedIn, toSignIn, type Area, type Role } from "../table";

interface CampaignFixtures {
  /** A pending, unpaid campaign of each role's user ("other": the citizen's). */
  unpaid: Record<Role, string>;
  /** A paid campaign awaiting activation. */
  paid: string;
  /** An active campaign (the banner's pixel and click). */
  active: string;
}
const mine = (f: Fixtures) => f.areas.campaigns as CampaignFixtures;

const details = {
  packageType: "basic",
  currency: "usd",
  partyName: "Route Table Party",
  campaignTitle: "Route table campaign",
  contactEmail: "route@example.org",
};

export const campaignsArea: Area = {
  name: "campaigns",
  async setup(f) {
    const db = createDb(env.DB);
    const unpaid = {} as Record<Role, string>;
    for (const role of ROLES) {
      const owner = role === "other" || role === "visitor" ? f.users.citizen : f.users[role];
      unpaid[role] = (await createCampaign(db, { ownerId: owner })).id;
    }
    const paid = (await createCampaign(db, { ownerId: f.users.citizen, paidAt: new Date().toISOString() })).id;
    const active = (await createCampaign(db, { ownerId: f.users.citizen, status: "active" })).id;
    return { unpaid, paid, active } satisfies CampaignFixtures;
  },
  rows: [
    {
      file: "campaign-packages.tsx",
      doors: [
        { method: "GET", path: () => "/campaign-packages", expect: signedIn(200, 302), redirects: toSignIn },
        { method: "GET", path: () => "/campaign-packages?package=premium&currency=inr", expect: signedIn(200, 302) },
        {
          method: "POST",
          path: () => "/campaign-packages",
          mutating: true,
          format: form,
          body: () => ({ intent: "details", ...details }),
          expect: signedIn(200, 302),
          redirects: toSignIn,
        },
        {
          method: "POST",
          path: () => "/campaign-packages",
          mutating: true,
          format: form,
          // Paying: the pending campaign, then Stripe's Checkout page (the local Stripe's, in tests).
          body: () => ({ intent: "pay", ...details, attempt: "00000000-0000-4000-8000-000000000001" }),
          expect: signedIn(302, 302),
          redirects: { ...toSignIn, citizen: /\/checkout\/cs_test_/ },
        },
      ],
    },
    {
      file: "campaign-management.tsx",
      doors: [
        { method: "GET", path: () => "/campaign-management", expect: signedIn(200, 302), redirects: toSignIn },
        { method: "GET", path: () => "/campaign-management?tab=analytics", expect: signedIn(200, 302) },
        {
          // Details of the citizen's campaign: the citizen only.
          method: "GET",
          path: (f) => `/campaign-management?campaign=${mine(f).unpaid.citizen}`,
          expect: { ...everyone(404), visitor: 302, citizen: 200 },
        },
        {
          method: "POST",
          path: () => "/campaign-management",
          mutating: true,
          format: form,
          body: (f, role) => ({ intent: "resume", campaignId: mine(f).unpaid[role] }),
          expect: { ...signedIn(302, 302), other: 404 },
          redirects: { ...toSignIn, citizen: /\/checkout\/cs_test_/ },
        },
      ],
    },
    {
      file: "admin.campaigns.tsx",
      doors: [
        { method: "GET", path: () => "/admin/campaigns", expect: adminOnly(200, 302), redirects: toSignIn },
        {
          method: "GET",
          path: () => "/admin/campaigns.data?_routes=routes/admin.campaigns",
          expect: adminOnly(200, 202),
        },
        {
          method: "POST",
          path: () => "/admin/campaigns",
          mutating: true,
          format: form,
          body: (f) => ({ intent: "activate", campaignId: mine(f).paid }),
          expect: adminOnly(302, 302),
          redirects: toSignIn,
          corpusAs: "admin",
        },
      ],
    },
    {
      file: "api.campaigns.ts",
      doors: [
        { method: "GET", path: () => "/api/campaigns", expect: signedIn(200, 401) },
        { method: "POST", path: () => "/api/campaigns", expect: everyone(405) },
      ],
    },
    {
      file: "api.campaigns.create-payment-intent.ts",
      doors: [
        { method: "GET", path: () => "/api/campaigns/create-payment-intent", expect: everyone(405) },
        {
          method: "POST",
          path: () => "/api/campaigns/create-payment-intent",
          mutating: true,
          format: json,
          body: () => ({
            packageType: "premium",
            currency: "inr",
            campaignData: JSON.stringify({ partyName: "API Party", campaignTitle: "API", contactEmail: "a@b.example" }),
          }),
          expect: signedIn(200, 401),
        },
      ],
    },
    {
      file: "ads.tsx",
      doors: [
        { method: "GET", path: () => "/ads", expect: everyone(200) },
        { method: "GET", path: () => "/ads?party=x&status=completed&region=bharat", expect: everyone(200) },
      ],
    },
    {
      file: "api.ads.ts",
      doors: [
        { method: "GET", path: () => "/api/ads?status=active", expect: everyone(200) },
        { method: "POST", path: () => "/api/ads", expect: everyone(405) },
      ],
    },
    {
      file: "ads.$campaignId.seen.ts",
      doors: [{ method: "GET", path: (f) => `/ads/${mine(f).active}/seen`, expect: everyone(200) }],
    },
    {
      file: "ads.$campaignId.click.ts",
      doors: [
        { method: "GET", path: (f) => `/ads/${mine(f).active}/click`, expect: everyone(405) },
        {
          method: "POST",
          path: (f) => `/ads/${mine(f).active}/click`,
          mutating: true,
          format: form,
          body: () => ({ from: "banner" }),
          expect: everyone(303),
        },
      ],
    },
  ],
};
