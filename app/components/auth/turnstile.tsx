/**
 * Cloudflare Turnstile's check, on the sign-up forms when the server has a site key (root loader
 * `turnstileSiteKey`), and on the sign-in forms when the address is over its failure limit. Its script loads from Cloudflare on first use and the widget fills in the
 * hidden `cf-turnstile-response` field the server verifies. Turnstile needs JavaScript; the field's
 * hint says so for visitors without it.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";

import { useTranslation } from "~/i18n/react";

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: { sitekey: string; language?: string; "response-field-name"?: string },
  ) => string;
  remove: (widgetId: string) => void;
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  const existing = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = (window as unknown as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error("Turnstile did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("Turnstile did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function TurnstileField({ error }: { error?: string }) {
  const siteKey = useRouteLoaderData<{ turnstileSiteKey: string | null }>("root")?.turnstileSiteKey ?? null;
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!siteKey || !ref.current) return;
    const element = ref.current;
    let widget: string | null = null;
    let api: TurnstileApi | null = null;
    loadTurnstile()
      .then((loaded) => {
        api = loaded;
        widget = loaded.render(element, { sitekey: siteKey, language: i18n.language });
      })
      .catch((e: unknown) => console.warn(`[turnstile] ${e instanceof Error ? e.message : String(e)}`));
    return () => {
      if (api && widget) api.remove(widget);
    };
  }, [siteKey, i18n.language]);

  if (!siteKey) return null;
  return (
    <div>
      <div ref={ref} aria-describedby={hintId} />
      <p
        id={hintId}
        className={`mt-1 text-xs ${error ? "text-red-700" : "text-slate-600"}`}
        data-field-error={error ? true : undefined}
      >
        {error ?? t("auth.humanCheckHint")}
      </p>
    </div>
  );
}
