/** What a route's `handle` may say beyond its strings (app/i18n/areas.ts). */
export interface ScriptsHandle {
  /**
   * `false`: the page is sent without scripts (root.tsx renders none), for a page that must not
   * hydrate: the offline page, which the service worker serves at other addresses (docs/pwa.md).
   */
  scripts?: false;
}

export function withoutScripts(handles: readonly unknown[]): boolean {
  return handles.some((handle) => (handle as ScriptsHandle | undefined)?.scripts === false);
}
