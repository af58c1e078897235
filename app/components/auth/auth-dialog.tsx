/**
 * The sign-in / join dialog of SPEC.md Overlay 6: modes "signin" and "signup",
 * switchable. Opened by <AuthLink>, which is a plain link to /login or /join, so
 * without JavaScript the full pages do the same job.
 *
 * After a successful sign-up the dialog switches to signing in with the email kept;
 * after a successful sign-in the server redirects back to this page (the page
 * reloads its data, now signed in) and the dialog closes.
 */
import { Link, useLocation } from "@remix-run/react";
import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";

import { FALLBACK_LANGUAGE, isSupportedLanguage } from "~/i18n/config";
import { ensureAreas } from "~/i18n/load-locale.client";

import type { AuthMode } from "./auth-mode";
import { loadAuthDialog } from "./load-auth-dialog.client";

// The dialog's code and its strings (the "accounts" area) load on first open, in the page's language.
const AuthDialog = lazy(() => {
  const lang = document.documentElement.lang;
  return Promise.all([
    loadAuthDialog(),
    ensureAreas(isSupportedLanguage(lang) ? lang : FALLBACK_LANGUAGE, ["accounts"]),
  ]).then(([module]) => module);
});

interface AuthDialogApi {
  open: (mode: AuthMode) => void;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

export function AuthDialogProvider({
  signedIn,
  oidcProvider,
  children,
}: {
  signedIn: boolean;
  oidcProvider: string | null;
  children: ReactNode;
}) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const open = useCallback((next: AuthMode) => setMode(next), []);

  useEffect(() => {
    if (signedIn) setMode(null);
  }, [signedIn]);

  return (
    <AuthDialogContext.Provider value={signedIn ? null : { open }}>
      {children}
      {mode && !signedIn ? (
        <Suspense fallback={null}>
          <AuthDialog mode={mode} onModeChange={setMode} onClose={() => setMode(null)} oidcProvider={oidcProvider} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

/** A link to /login or /join that opens the dialog instead when JavaScript runs. */
export function AuthLink({ mode, className, children }: { mode: AuthMode; className?: string; children: ReactNode }) {
  const dialog = useContext(AuthDialogContext);
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  const path = mode === "signin" ? "/login" : "/join";
  return (
    <Link
      to={`${path}?redirectTo=${encodeURIComponent(redirectTo)}`}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        dialog.open(mode);
      }}
    >
      {children}
    </Link>
  );
}
