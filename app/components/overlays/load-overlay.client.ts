/**
 * The feature overlays' code, which only a click in the browser loads (React.lazy in
 * ./overlay-link.tsx). The server never renders them (their pages render the same features without
 * JavaScript), so as a `.client` module these imports stay out of the page Worker's bundle
 * (docs/decisions/0091-payments-worker.md).
 */
export const loadOverlay = {
  civic: () => import("./civic-overlay"),
  policy: () => import("./policy-overlay"),
  experts: () => import("./experts-overlay"),
};
