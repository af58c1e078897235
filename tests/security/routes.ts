/**
 * THE ROUTE TABLE of the security suite (docs/security.md). Every file under app/routes has a row;
 * `suite.test.ts` fails when a route file has none, so a new route cannot land without saying, for
 * each of its doors (method and address): what each kind of caller gets, whether it changes
 * anything (then it also faces the bad-input corpus and the cross-origin variants), and a valid
 * body to start the corpus from.
 *
 * One file per area under `routes/` (shapes and shorthands in `table.ts`); a new area adds its file
 * here.
 */
import { account } from "./routes/account";
import { admin } from "./routes/admin";
import { civicArea } from "./routes/civic";
import { campaignsArea } from "./routes/campaigns";
import { competitionArea } from "./routes/competition";
import { core } from "./routes/core";
import { embedArea } from "./routes/embed";
import { everyday } from "./routes/everyday";
import { liveRoomArea } from "./routes/live-room";
import { reachArea } from "./routes/reach";
import { roomsArea } from "./routes/rooms";
import type { Area, RouteRow } from "./table";

export const AREAS: Area[] = [
  core,
  admin,
  civicArea,
  account,
  everyday,
  campaignsArea,
  roomsArea,
  liveRoomArea,
  competitionArea,
  embedArea,
  reachArea,
];

export const ROUTES: RouteRow[] = AREAS.flatMap((area) => area.rows);

export * from "./table";
