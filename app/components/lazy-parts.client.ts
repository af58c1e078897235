/**
 * The code that only a click in the browser loads: the sign-in dialog and the feature overlays
 * (React.lazy in ./auth/auth-dialog.tsx and ./overlay-link.tsx). The server never renders them
 * (their pages render the same features without JavaScript), so as a `.client` module these
 * imports stay out of the page Worker's bundle (docs/decisions/0091-payments-worker.md).
 */
export const loadAuthDialog = () => import("./auth/auth-dialog-content");

export const loadOverlay = {
  civic: () => import("./overlays/civic-overlay"),
  policy: () => import("./overlays/policy-overlay"),
  experts: () => import("./overlays/experts-overlay"),
};
