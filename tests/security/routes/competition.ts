/**
 * The route table's rows for the competition results (docs/competition.md): the /debate-competition
 * page and its declare form, and the JSON doors GET /api/debates/{room}/scores and POST
 * /api/debates/{room}/declare-winner. The room is hosted by the citizen ("other" is a citizen who
 * does not host it): the host and admins may declare, everyone else is refused before anything is
 * read; declaring again answers the first declaration.
 */
import { env } from "cloudflare:test";

import { createDb } from "~/db/client.server";
import { createCompetitionRoom, createUser } from "~/seed/factories";

import type { Fixtures } from "../fixtures";
import { everyone, form, json, toSignIn, type Area, type Expectation } from "../table";

interface CompetitionFixtures {
  /** An ended room with scores, hosted by the citizen. */
  room: string;
}
const mine = (f: Fixtures) => f.areas.competition as CompetitionFixtures;

/** The host (the citizen) and admins get through; a visitor must sign in; the others are refused. */
const hostOrAdmin = (status: number, visitor: number): Expectation => ({
  ...everyone(403),
  visitor,
  citizen: status,
  admin: status,
});

export const competitionArea: Area = {
  name: "competition",
  async setup(f) {
    const db = createDb(env.DB);
    const players = await Promise.all([0, 1, 2].map(() => createUser(db, { password: null })));
    const room = await createCompetitionRoom(db, {
      hostId: f.users.citizen,
      isLive: false,
      participants: players.map(({ user }, i) => ({
        userId: user.id,
        position: i % 2 === 0 ? "support" : "oppose",
        totalMessages: 4 + i,
        likesReceived: 3 * i,
        peerRating: 3.5,
        responseTime: 40,
        qualityScore: 60 + 10 * i,
        factualAccuracy: 70,
        argumentStrength: 65,
      })),
    });
    return { room: room.id } satisfies CompetitionFixtures;
  },
  rows: [
    {
      file: "debate-competition.tsx",
      doors: [
        { method: "GET", path: () => "/debate-competition", expect: everyone(200) },
        {
          method: "GET",
          path: (f) => `/debate-competition?room=${mine(f).room}&tab=statistics`,
          expect: everyone(200),
        },
        { method: "GET", path: () => "/debate-competition?room=no_such_room", expect: everyone(404) },
        {
          method: "POST",
          path: (f) => `/debate-competition?room=${mine(f).room}`,
          mutating: true,
          format: form,
          body: () => ({ intent: "declare", scoringMethod: "comprehensive", confirm: "on" }),
          expect: hostOrAdmin(302, 302),
          redirects: toSignIn,
        },
      ],
    },
    {
      file: "api.debates.$roomId.scores.ts",
      doors: [
        { method: "GET", path: (f) => `/api/debates/${mine(f).room}/scores`, expect: everyone(200) },
        // A debate's id is not a room's: the shared /api/debates/{x} prefix answers 404.
        { method: "GET", path: (f) => `/api/debates/${f.debate}/scores`, expect: everyone(404) },
      ],
    },
    {
      file: "api.debates.$roomId.declare-winner.ts",
      doors: [
        { method: "GET", path: (f) => `/api/debates/${mine(f).room}/declare-winner`, expect: everyone(405) },
        {
          method: "POST",
          path: (f) => `/api/debates/${mine(f).room}/declare-winner`,
          mutating: true,
          format: json,
          body: () => ({ scoringMethod: "comprehensive" }),
          expect: hostOrAdmin(200, 401),
        },
      ],
    },
  ],
};
