/**
 * The route table's rows for the live room page (docs/live-rooms.md "In the room"): signed-in
 * users only; non-premium users get the page that sends them to upgrade; a missing room is 404.
 * Its WebSocket door (answered in workers/app.ts, before Remix) answers 426 to plain requests;
 * upgrades (Origin, session, premium, room) are tested in tests/integration/live-room.test.ts.
 */
import { env } from "cloudflare:test";

import { createDb } from "~/db/client.server";
import { createLiveRoom } from "~/seed/factories";

import type { Fixtures } from "../fixtures";
import { everyone, signedIn, toSignIn, type Area } from "../table";

interface LiveRoomFixtures {
  room: string;
}
const mine = (f: Fixtures) => f.areas.liveRoom as LiveRoomFixtures;

export const liveRoomArea: Area = {
  name: "liveRoom",
  async setup(f) {
    const room = await createLiveRoom(createDb(env.DB), { hostId: f.users.premium, title: "Route table room" });
    return { room: room.id } satisfies LiveRoomFixtures;
  },
  rows: [
    {
      file: "live-rooms_.$roomId.tsx",
      doors: [
        { method: "GET", path: (f) => `/live-rooms/${mine(f).room}`, expect: signedIn(200, 302), redirects: toSignIn },
        { method: "GET", path: () => "/live-rooms/no-such-room", expect: signedIn(404, 302), redirects: toSignIn },
        { method: "GET", path: (f) => `/live-rooms/${mine(f).room}/socket`, expect: everyone(426) },
      ],
    },
  ],
};
