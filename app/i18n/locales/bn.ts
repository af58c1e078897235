/** Every bn string of the UI: one file per area of the product (docs/decisions/0005-client-i18n.md). */
import common from "./common/bn.json";
import accounts from "./accounts/bn.json";
import debates from "./debates/bn.json";
import news from "./news/bn.json";
import infographic from "./infographic/bn.json";
import civic from "./civic/bn.json";
import policy from "./policy/bn.json";
import experts from "./experts/bn.json";
import rooms from "./rooms/bn.json";
import campaigns from "./campaigns/bn.json";
import admin from "./admin/bn.json";
import account from "./account/bn.json";
import embed from "./embed/bn.json";
import developers from "./developers/bn.json";
import server from "./server/bn.json";

export default {
  ...common,
  ...accounts,
  ...debates,
  ...news,
  ...infographic,
  ...civic,
  ...policy,
  ...experts,
  ...rooms,
  ...campaigns,
  ...admin,
  ...account,
  ...embed,
  ...developers,
  ...server,
};
