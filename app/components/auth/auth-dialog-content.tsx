/**
 * The body of the sign-in / join dialog, loaded on first open (app/components/auth/auth-dialog.tsx),
 * so visitors who never open it do not download the forms.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

import type { ActionOutcome } from "~/utils/action.server";

import { outcomeOf, useOutcomeToast } from "../ui/action-result";
import { useToastLayer } from "../ui/toast";
import { ExternalSignIn, SignInForm, SignUpForm } from "./auth-forms";
import type { AuthMode } from "./auth-mode";

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
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  const ref = useRef<HTMLDialogElement>(null);
  useToastLayer(ref);
  // Sign-in succeeds by going on (the page reloads signed in, and the dialog closes);
  // sign-up stays here and switches to signing in, keeping the e-mail.
  const signIn = useFetcher<ActionOutcome>({ key: "auth-sign-in" });
  const signUp = useFetcher<ActionOutcome<{ email: string }>>({ key: "auth-sign-up" });
  const signInOutcome = outcomeOf(signIn.data, "signIn");
  const signUpOutcome = outcomeOf<{ email: string }>(signUp.data, "signUp");
  useOutcomeToast(signInOutcome);
  useOutcomeToast(signUpOutcome);
  const switched = useRef<string | null>(null);
  const [email, setEmail] = useState("");
  const titleId = "auth-dialog-title";

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    if (!signUpOutcome?.ok || !signUpOutcome.toast || switched.current === signUpOutcome.toast.id) return;
    switched.current = signUpOutcome.toast.id;
    setEmail(signUpOutcome.email);
    onModeChange("signin");
  }, [signUpOutcome, onModeChange]);

  const switchButton = (next: AuthMode, label: string) => (
    <button
      type="button"
      onClick={() => onModeChange(next)}
      className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
    >
      {label}
    </button>
  );

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
            outcome={signInOutcome}
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
            outcome={signUpOutcome?.ok ? null : signUpOutcome}
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
