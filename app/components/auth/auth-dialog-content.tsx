/**
 * The body of the sign-in / join dialog, loaded on first open (app/components/auth/auth-dialog.tsx),
 * so visitors who never open it do not download the forms.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

import { useToast, useToastLayer } from "../ui/toast";
import type { AuthMode } from "./auth-dialog";
import { ExternalSignIn, SignInForm, SignUpForm, type SignInResult, type SignUpResult } from "./auth-forms";

type SignUpFetcherData = SignUpResult | { ok: true; email: string };

export default function AuthDialog({
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
  useToastLayer(ref);
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
