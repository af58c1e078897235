/**
 * The route table's rows for live rooms and premium membership (docs/live-rooms.md,
 * docs/payments.md): the /live-rooms page and its forms (create: premium members only; subscribe:
 * to Stripe's Checkout; manage: to Stripe's portal), and the JSON doors. The other live-room doors
 * (a room's page, the competition) add their rows here too.
 */
import { everyone, form, json, signedIn, toSignIn, type Area } from "../table";

const room = { title: "Route table room", description: "Rows of the security suite.", category: "global" };

export const roomsArea: Area = {
  name: "rooms",
  rows: [
    {
      file: "live-rooms._index.tsx",
      doors: [
        { method: "GET", path: () => "/live-rooms", expect: everyone(200) },
        { method: "GET", path: () => "/live-rooms?create=1", expect: everyone(200) },
        { method: "GET", path: () => "/live-rooms?upgrade=1", expect: everyone(200) },
        // Back from Checkout without paying.
        { method: "GET", path: () => "/live-rooms?upgrade=1&payment=cancelled", expect: everyone(200) },
        {
          // Premium members go on to the room; others are asked to sign in or to upgrade.
          method: "GET",
          path: () => "/live-rooms?join=room_1",
          expect: { ...everyone(200), premium: 302 },
          redirects: { premium: /^\/live-rooms\/room_1$/ },
        },
        {
          method: "POST",
          path: () => "/live-rooms?index",
          mutating: true,
          format: form,
          body: () => ({ intent: "create", ...room, maxParticipants: "10" }),
          expect: signedIn(302, 302),
          redirects: {
            ...toSignIn,
            premium: /^\/live-rooms$/,
            citizen: /^\/live-rooms\?upgrade=1$/,
            other: /^\/live-rooms\?upgrade=1$/,
          },
          corpusAs: "premium",
        },
        {
          method: "POST",
          path: () => "/live-rooms?index",
          mutating: true,
          format: form,
          body: () => ({ intent: "subscribe" }),
          // Members go to Stripe's Checkout (the local Stripe's); members already premium are told so.
          expect: { ...signedIn(302, 302), premium: 409 },
          redirects: { ...toSignIn, citizen: /\/checkout\/cs_test_/ },
        },
        {
          // Stripe's portal needs a subscription: none of the table's users has one.
          method: "POST",
          path: () => "/live-rooms?index",
          format: form,
          body: () => ({ intent: "manage" }),
          expect: signedIn(404, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "api.live-rooms.ts",
      doors: [
        { method: "GET", path: () => "/api/live-rooms", expect: everyone(200) },
        {
          method: "POST",
          path: () => "/api/live-rooms",
          mutating: true,
          format: json,
          body: () => ({ ...room, maxParticipants: 10 }) as unknown as Record<string, string>,
          expect: { ...everyone(403), visitor: 401, premium: 201 },
          corpusAs: "premium",
        },
        { method: "DELETE", path: () => "/api/live-rooms", expect: everyone(405) },
      ],
    },
    {
      file: "api.subscribe.ts",
      doors: [
        { method: "GET", path: () => "/api/subscribe", expect: everyone(405) },
        {
          method: "POST",
          path: () => "/api/subscribe",
          mutating: true,
          format: json,
          body: () => ({}),
          expect: { ...signedIn(200, 401), premium: 409 },
          corpusAs: "citizen",
        },
      ],
    },
  ],
};
