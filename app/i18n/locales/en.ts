/** Every en string of the UI: one file per area of the product (docs/decisions/0005-client-i18n.md). */
import common from "./common/en.json";
import accounts from "./accounts/en.json";
import debates from "./debates/en.json";
import news from "./news/en.json";
import infographic from "./infographic/en.json";
import civic from "./civic/en.json";
import policy from "./policy/en.json";
import experts from "./experts/en.json";
import rooms from "./rooms/en.json";
import campaigns from "./campaigns/en.json";
import admin from "./admin/en.json";
import account from "./account/en.json";
import embed from "./embed/en.json";
import developers from "./developers/en.json";
import server from "./server/en.json";

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
