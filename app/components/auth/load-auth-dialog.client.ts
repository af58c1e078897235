/**
 * The sign-in dialog's code, which only a click in the browser loads (React.lazy in ./auth-dialog.tsx).
 * The server never renders it (the sign-in page does the same without JavaScript), so as a `.client`
 * module this import stays out of the page Worker's bundle (docs/decisions/0091-payments-worker.md).
 */
export const loadAuthDialog = () => import("./auth-dialog-content");
