/** Every hi string of the UI: one file per area of the product (docs/decisions/0005-client-i18n.md). */
import common from "./common/hi.json";
import accounts from "./accounts/hi.json";
import debates from "./debates/hi.json";
import news from "./news/hi.json";
import infographic from "./infographic/hi.json";
import civic from "./civic/hi.json";
import policy from "./policy/hi.json";
import experts from "./experts/hi.json";
import rooms from "./rooms/hi.json";
import campaigns from "./campaigns/hi.json";
import admin from "./admin/hi.json";
import account from "./account/hi.json";
import embed from "./embed/hi.json";
import developers from "./developers/hi.json";
import server from "./server/hi.json";

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
