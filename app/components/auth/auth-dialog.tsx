/**
 * The sign-in / join dialog of SPEC.md Overlay 6: modes "signin" and "signup",
 * switchable. Opened by <AuthLink>, which is a plain link to /login or /join, so
 * without JavaScript the full pages do the same job.
 *
 * After a successful sign-up the dialog switches to signing in with the email kept;
 * after a successful sign-in the server redirects back to this page (the page
 * reloads its data, now signed in) and the dialog closes.
 */
import { Link, useFetcher, useLocation } from "@remix-run/react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";

import { useToast } from "../ui/toast";
import { ExternalSignIn, SignInForm, SignUpForm, type SignInResult, type SignUpResult } from "./auth-forms";

export type AuthMode = "signin" | "signup";

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
        <AuthDialog mode={mode} onModeChange={setMode} onClose={() => setMode(null)} oidcProvider={oidcProvider} />
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

type SignUpFetcherData = SignUpResult | { ok: true; email: string };

function AuthDialog({
  mode,
  onModeChange,
  onClose,
  oidcProvider,
}: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  oidcProvider: string | null;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  const ref = useRef<HTMLDialogElement>(null);
  const signIn = useFetcher<SignInResult>({ key: "auth-sign-in" });
  const signUp = useFetcher<SignUpFetcherData>({ key: "auth-sign-up" });
  const [email, setEmail] = useState("");
  const titleId = "auth-dialog-title";

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (signIn.state === "idle" && signIn.data?.formError) {
      toast({ title: t("auth.signInFailed"), description: signIn.data.formError, variant: "destructive" });
    }
  }, [signIn.state, signIn.data, t, toast]);

  useEffect(() => {
    const result = signUp.data;
    if (signUp.state !== "idle" || !result) return;
    if (result.ok) {
      toast({ title: t("auth.registrationSuccessful"), description: t("auth.registrationSuccessfulDescription") });
      setEmail(result.email);
      onModeChange("signin");
    } else {
      toast({ title: t("auth.registrationFailed"), description: result.formError, variant: "destructive" });
    }
  }, [signUp.state, signUp.data, t, toast, onModeChange]);

  const switchButton = (next: AuthMode, label: string) => (
    <button
      type="button"
      onClick={() => onModeChange(next)}
      className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
    >
      {label}
    </button>
  );

  const signUpResult = signUp.data && !signUp.data.ok ? signUp.data : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="auth-dialog"
      className="m-auto max-h-[92vh] w-[min(36rem,calc(100vw-1.5rem))] overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="sticky top-0 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            {mode === "signin" ? t("auth.signInTitle") : t("auth.joinTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {mode === "signin" ? t("auth.signInIntro") : t("auth.joinIntro")}
          </p>
        </div>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          className="-m-1 rounded p-2 text-xl leading-none hover:bg-slate-100"
          aria-label={t("auth.closeDialog")}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="px-6 py-5">
        {mode === "signin" ? (
          <SignInForm
            FormComponent={signIn.Form}
            result={signIn.data}
            pending={signIn.state !== "idle"}
            defaultLogin={email}
            redirectTo={redirectTo}
            idPrefix="dialog-sign-in"
            footer={
              <p className="text-center text-sm text-slate-700">
                {t("auth.noAccount")} {switchButton("signup", t("auth.switchToJoin"))}
              </p>
            }
          />
        ) : (
          <SignUpForm
            FormComponent={signUp.Form}
            result={signUpResult}
            pending={signUp.state !== "idle"}
            redirectTo={redirectTo}
            idPrefix="dialog-sign-up"
            inDialog
            footer={
              <p className="text-center text-sm text-slate-700">
                {t("auth.haveAccount")} {switchButton("signin", t("auth.switchToSignIn"))}
              </p>
            }
          />
        )}
        <ExternalSignIn provider={oidcProvider} redirectTo={redirectTo} />
      </div>
    </dialog>
  );
}
