/**
 * The home page's dialogs' code, which the browser loads when a page opens one (./dialogs.tsx;
 * decision 0114). A `.client` module: the server never bundles these dynamic imports.
 */
export const loadDialog = {
  discussion: () => import("~/components/debates/discussion").then((m) => m.Discussion),
  insights: () => import("~/components/debates/insights").then((m) => m.Insights),
  stats: () => import("./stats-overlays"),
};
