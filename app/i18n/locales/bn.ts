/** Every bn string of the UI: one file per area of the product (docs/decisions/0005-client-i18n.md). */
import common from "./common/bn.json";
import accounts from "./accounts/bn.json";
import debates from "./debates/bn.json";
import news from "./news/bn.json";
import infographic from "./infographic/bn.json";
import server from "./server/bn.json";

export default { ...common, ...accounts, ...debates, ...news, ...infographic, ...server };
