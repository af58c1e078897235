/** Every hi string of the UI: one file per area of the product (docs/decisions/0005-client-i18n.md). */
import common from "./common/hi.json";
import accounts from "./accounts/hi.json";
import debates from "./debates/hi.json";
import news from "./news/hi.json";
import infographic from "./infographic/hi.json";
import server from "./server/hi.json";

export default { ...common, ...accounts, ...debates, ...news, ...infographic, ...server };
