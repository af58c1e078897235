/** /feeds/{division}.{atom|rss}: the newest debates in English (docs/feeds.md). */
import { feedLoader } from "~/actions/feeds.server";

export const loader = feedLoader;
