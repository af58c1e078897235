/**
 * The headline ticker (SPEC.md sections 2 and 9): one headline at a time, rotating every
 * 4 s, badge BHARAT / GLOBAL / LIVE (published in the last hour), source, relative age,
 * up to 5 dots; refreshed every 5 minutes. Rotation pauses on hover and focus, with the
 * Pause button, and never starts for visitors who prefer reduced motion. Without
 * JavaScript the newest headline shows.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";

import type { PublicHeadline } from "~/models/news";

import { RelativeTime, useNow } from "../ui/relative-time";

const ROTATE_MS = 4_000;
const POLL_MS = 5 * 60_000;
const LIVE_WITHIN_MS = 60 * 60_000;

export function HeadlineTicker({ initial, region }: { initial: PublicHeadline[]; region: string | null }) {
  const { t } = useTranslation();
  const [headlines, setHeadlines] = useState(initial);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => setHeadlines(initial), [initial]);

  useEffect(() => {
    const refresh = async () => {
      try {
        const response = await fetch(`/api/news/headlines${region ? `?region=${region}` : ""}`);
        if (response.ok) setHeadlines(((await response.json()) as PublicHeadline[]).slice(0, 5));
      } catch {
        // Offline: keep showing what we have.
      }
    };
    const poll = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(poll);
  }, [region]);

  const count = Math.min(headlines.length, 5);
  const rotating = hydrated && !paused && !hovered && !reducedMotion && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const now = useNow();
  const headline = headlines[index % Math.max(count, 1)];
  if (!headline) return null;
  const live = now - Date.parse(headline.publishedAt) < LIVE_WITHIN_MS;
  const badge = live ? t("ticker.live") : headline.region === "bharat" ? t("ticker.bharat") : t("ticker.global");

  return (
    <section
      aria-label={t("ticker.label")}
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="headline-ticker"
    >
      <span
        className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide ${
          live
            ? "bg-red-600"
            : headline.region === "bharat"
              ? "bg-orange-500 text-slate-950"
              : "bg-sky-400 text-slate-950"
        }`}
      >
        {badge}
      </span>
      {/* On phones the headline has a line of its own and wraps: cut to fit, it was unreadable. */}
      <a
        href={headline.url}
        target="_blank"
        rel="noopener noreferrer"
        lang={headline.language}
        className="min-w-0 basis-full break-words font-medium hover:underline sm:basis-0 sm:flex-1 sm:truncate"
        data-testid="ticker-headline"
      >
        {headline.title}
      </a>
      <span className="text-slate-300">
        {headline.source} · <RelativeTime iso={headline.publishedAt} />
      </span>
      {hydrated && count > 1 ? (
        <div className="flex items-center gap-1">
          {headlines.slice(0, count).map((h, i) => (
            <button
              key={h.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("ticker.show", { n: i + 1, total: count })}
              aria-current={i === index % count ? "true" : undefined}
              className="grid h-6 w-6 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`block h-2 w-2 rounded-full ${i === index % count ? "bg-white" : "bg-slate-500"}`}
              />
            </button>
          ))}
          {!reducedMotion ? (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="ml-1 rounded border border-slate-500 px-2 py-0.5 text-xs hover:bg-slate-800"
            >
              {paused ? t("ticker.play") : t("ticker.pause")}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
