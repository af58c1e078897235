/**
 * The home page's dialogs (`/?debate=…`, `?insights=…`, `?overlay=…`): rendered by the server in the
 * page that opens one, loaded by the browser only then, never on `/` alone (decision 0114).
 * `loadDialog` is empty on the server and `server` in the browser: each is read only on its side.
 */
import { deferred } from "~/components/ui/deferred";

import { loadDialog } from "./dialogs.client";
import * as server from "./dialogs.server";

export const Discussion = /* @__PURE__ */ deferred(server.Discussion, () => loadDialog.discussion());
export const Insights = /* @__PURE__ */ deferred(server.Insights, () => loadDialog.insights());
export const StatsOverlay = /* @__PURE__ */ deferred(server.StatsOverlay, () =>
  loadDialog.stats().then((m) => m.StatsOverlay),
);
export const InfluenceOverlay = /* @__PURE__ */ deferred(server.InfluenceOverlay, () =>
  loadDialog.stats().then((m) => m.InfluenceOverlay),
);
export const DiscussionsOverlay = /* @__PURE__ */ deferred(server.DiscussionsOverlay, () =>
  loadDialog.stats().then((m) => m.DiscussionsOverlay),
);
export const RefreshLink = /* @__PURE__ */ deferred(server.RefreshLink, () =>
  loadDialog.stats().then((m) => m.RefreshLink),
);
