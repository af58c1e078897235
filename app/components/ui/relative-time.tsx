/**
 * "5m ago" that the server and the browser render alike. Both start from the server's clock
 * (the root loader's `now`), so hydration finds the same text; after hydration the browser's
 * clock takes over and the text refreshes every minute.
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

import { useTranslation } from "~/i18n/react";
import { relativeAge } from "~/utils/format";

const NowContext = createContext<number | null>(null);

export function NowProvider({ serverNow, children }: { serverNow: number; children: ReactNode }) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    // A transition: React re-renders the page's ages in slices, not in one task right after
    // hydration (decision 0123).
    startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** The time to compare with: the server's at first render, the browser's after hydration. */
export function useNow(): number {
  return useContext(NowContext) ?? Date.now();
}

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { t } = useTranslation();
  const age = relativeAge(iso, useNow());
  return (
    <time dateTime={iso} className={className}>
      {t(`time.ago.${age.unit}`, { count: age.value })}
    </time>
  );
}
