/**
 * The data an overlay shows: a page's loader data, loaded into a fetcher, moving to another address
 * when a <PanelLink> inside it is followed. While the next data loads the current stays on screen
 * (as a Remix navigation keeps the old page); once it arrives, focus moves to the top of the new
 * view so keyboard and screen reader users start there.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

export function useOverlayData<T>(href: string) {
  const [current, setCurrent] = useState(href);
  const fetcher = useFetcher<T>();
  const { load } = fetcher;
  const topRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    load(current);
  }, [current, load]);

  useEffect(() => {
    if (moved.current && fetcher.state === "idle" && fetcher.data) {
      moved.current = false;
      topRef.current?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  const go = (next: string) => {
    moved.current = true;
    setCurrent(next);
  };
  return { data: fetcher.data, busy: fetcher.state !== "idle", current, go, topRef };
}
