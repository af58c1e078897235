/**
 * Bench only (scripts/bench/common-ground.mjs, never deployed): runs the common-ground computation
 * (app/models/common-ground) on the bench's matrix inside workerd.
 *   GET /prepare  builds the input (1,000 participants × 300 arguments, every cell reacted) once per isolate
 *   GET /run      one computation; answers its result's shape and the Worker's own clock around it
 *   GET /noop     nothing: the CPU a request costs by itself, for comparison
 * The bench reads the CPU time of the workerd process around each request (the Worker's clock
 * moves only at I/O on Cloudflare, so `ms` below means something only locally).
 */
import { computeCommonGround, type CommonGroundInput } from "../../../app/models/common-ground";
import { plantedReactions } from "../../../tests/fixtures/reaction-blocs";

const ARGUMENTS = 300;

let input: CommonGroundInput | null = null;

function prepare(): CommonGroundInput {
  input ??= plantedReactions({
    seed: 30,
    blocSizes: [400, 350, 250],
    statements: ARGUMENTS,
    noise: 0.15,
    forChance: [0.8, 0.5, 0.2],
  }).input;
  return input;
}

export default {
  fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === "/noop") return Response.json({});
    const rows = prepare();
    if (pathname === "/prepare") return Response.json({ reactions: rows.reactions.length, votes: rows.votes.length });
    if (pathname !== "/run") return new Response("Not found", { status: 404 });
    const start = performance.now();
    const { result } = computeCommonGround(rows);
    const ms = performance.now() - start;
    return Response.json({
      ms,
      status: result.status,
      participants: result.participants,
      groups: result.status === "ready" ? result.groups.map((g) => g.size) : [],
    });
  },
} satisfies ExportedHandler;
