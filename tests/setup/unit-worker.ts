/**
 * The Worker entry of `npm run test:unit`: the unit tests (beside the code in app/ and workers/)
 * call models and functions directly and never the Worker's fetch, so they run without the Remix
 * build. The Durable Object classes are the real ones (wrangler.toml binds it by name).
 */
export { LiveRoom } from "../../workers/rooms/live-room";
export { CardRenderer } from "../../workers/cards/card-renderer";

export default {
  fetch: () =>
    new Response("Unit tests do not serve pages: the integration tests run the built Worker.", { status: 503 }),
} satisfies ExportedHandler;
