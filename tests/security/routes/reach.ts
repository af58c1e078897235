/**
 * The route table's rows for reaching citizens where they are (issue 32): the developers' reference
 * of the API and the feeds of new debates. All public, read-only; a write to them is refused.
 */
import { everyone, type Area } from "../table";

export const reachArea: Area = {
  name: "reach",
  rows: [
    {
      file: "developers.tsx",
      doors: [
        { method: "GET", path: () => "/developers", expect: everyone(200) },
        { method: "POST", path: () => "/developers", expect: everyone(405) },
      ],
    },
    {
      file: "feeds.$feed.ts",
      doors: [
        { method: "GET", path: () => "/feeds/all.atom", expect: everyone(200) },
        { method: "GET", path: () => "/feeds/bharat.rss", expect: everyone(200) },
        { method: "GET", path: () => "/feeds/nowhere.atom", expect: everyone(404) },
        { method: "GET", path: () => "/feeds/global.json", expect: everyone(404) },
        { method: "POST", path: () => "/feeds/global.atom", expect: everyone(405) },
      ],
    },
    {
      file: "feeds.$lang.$feed.ts",
      doors: [
        { method: "GET", path: () => "/feeds/hi/global.atom", expect: everyone(200) },
        { method: "GET", path: () => "/feeds/bn/all.rss", expect: everyone(200) },
        { method: "GET", path: () => "/feeds/xx/global.atom", expect: everyone(404) },
        { method: "GET", path: () => "/feeds/hi/..%2Fglobal.atom", expect: everyone(404) },
      ],
    },
  ],
};
