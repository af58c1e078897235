/** /feeds/{hi|bn}/{division}.{atom|rss}: the newest debates in that language where translated (docs/feeds.md). */
import { feedLoader } from "~/actions/feeds.server";

export const loader = feedLoader;
