/**
 * The home page's campaign banner (docs/campaigns.md): one ad at a time, rotating every 8 s, paused
 * while hovered or focused and for readers who prefer reduced motion; dismissible for the session.
 * Promoted ads say "Sponsored · Paid for by …", link to their ad-library entry ("Why am I seeing
 * this?"), count an impression with a pixel when shown and a click through their own form (which opens
 * in a new tab). Strings come translated from the loader, so this adds little to the home bundle.
 */
import { useEffect, useRef, useState } from "react";

import type { HomeBanner } from "~/models/campaigns";

const KEY = "ads-dismissed";

export function AdBanner({ banner }: { banner: HomeBanner }) {
  const { ads, labels } = banner;
  const [index, setIndex] = useState(0);
  const [state, setState] = useState<"server" | "shown" | "hidden">("server");
  const paused = useRef(false);
  useEffect(() => {
    setState(sessionStorage.getItem(KEY) ? "hidden" : "shown");
    if (ads.length < 2 || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => paused.current || setIndex((i) => (i + 1) % ads.length), 8000);
    return () => clearInterval(timer);
  }, [ads.length]);
  const ad = ads[index];
  if (!ad || state === "hidden") return null;
  const pause = (on: boolean) => () => (paused.current = on);
  return (
    <aside
      aria-label={labels.region}
      className="relative mb-6 rounded-lg border border-indigo-200 bg-indigo-50 p-4"
      onMouseEnter={pause(true)}
      onMouseLeave={pause(false)}
      onFocus={pause(true)}
      onBlur={pause(false)}
      data-testid="ad-banner"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-indigo-900" data-testid="ad-label">
        {ad.label}
      </p>
      <div aria-live="polite">
        <p className="mt-1 font-semibold text-slate-900" data-testid="ad-title">
          {ad.title}
        </p>
        <p className="mt-1 text-sm text-slate-800">{ad.message}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        {ad.campaignId ? (
          <>
            <form method="post" action={`/ads/${ad.campaignId}/click`} target="_blank">
              <button
                className="min-h-11 rounded-md bg-indigo-700 px-4 font-medium text-white"
                aria-describedby="ad-tab"
              >
                {ad.cta}
              </button>
            </form>
            <a href="/ads" className="text-indigo-900 underline">
              {labels.why}
            </a>
            <img src={`/ads/${ad.campaignId}/seen`} alt="" width={1} height={1} className="absolute h-px w-px" />
          </>
        ) : (
          <a
            href={ad.href}
            target="_blank"
            rel="noopener"
            aria-describedby="ad-tab"
            className="inline-flex min-h-11 items-center rounded-md bg-indigo-700 px-4 font-medium text-white"
          >
            {ad.cta}
          </a>
        )}
        <span id="ad-tab" className="sr-only">
          {labels.newTab}
        </span>
      </div>
      {state === "shown" ? (
        <button
          type="button"
          className="absolute right-2 top-2 min-h-11 min-w-11 rounded-md text-xl text-slate-700"
          aria-label={labels.dismiss}
          onClick={() => {
            sessionStorage.setItem(KEY, "1");
            setState("hidden");
          }}
        >
          ×
        </button>
      ) : null}
    </aside>
  );
}
