/** The home page's dialogs as the server renders them (./dialogs.tsx; decision 0114). */
export { Discussion } from "~/components/debates/discussion";
export { Insights } from "~/components/debates/insights";
export { DiscussionsOverlay, InfluenceOverlay, RefreshLink, StatsOverlay } from "./stats-overlays";
