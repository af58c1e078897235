/**
 * The stories of the local news feeds (local/news-feeds.ts): written by us for `npm start`, about
 * plausible civic questions, from outlets that do not exist (their links are on `.example` domains).
 * Each feed has a pool of stories; which of them it lists, and their dates, follow the clock.
 */
interface LocalStory {
  /** The last part of its link. */
  slug: string;
  title: string;
  description: string;
}

export interface LocalFeed {
  /** Its path on the local feed server. */
  path: string;
  region: "global" | "bharat";
  format: "rss2" | "rss1" | "atom";
  /** The outlet's name, as the feed gives it. */
  name: string;
  /** The outlet's home page (a `.example` domain). */
  site: string;
  language: "en" | "hi" | "bn";
  stories: LocalStory[];
}

export const LOCAL_FEEDS: LocalFeed[] = [
  {
    path: "/world-desk.rss",
    region: "global",
    format: "rss2",
    name: "World Desk",
    site: "https://world-desk.example",
    language: "en",
    stories: [
      {
        slug: "seabed-mining-code",
        title: "UN members agree to finish deep-sea mining rules before any licence is issued",
        description:
          "Delegates at the International Seabed Authority gave themselves two years to complete a mining code, after Pacific island states pressed for a pause on exploration.",
      },
      {
        slug: "right-to-repair-laptops",
        title: "European Parliament votes to extend right-to-repair rules to phones and laptops",
        description:
          "Manufacturers would have to sell spare parts and publish repair manuals for seven years after a model is discontinued.",
      },
      {
        slug: "kenya-sugary-drinks-school-meals",
        title: "Kenya proposes a tax on sugary drinks to pay for free school lunches",
        description:
          "The finance ministry says the levy could feed two million pupils a day; bottlers warn of job losses at small distributors.",
      },
      {
        slug: "japan-foreign-nurses",
        title: "Japan to let foreign nurses stay longer as hospitals run short of staff",
        description:
          "Nurses trained abroad would no longer have to leave after five years if they pass a Japanese-language exam.",
      },
      {
        slug: "brazil-standing-forest-payments",
        title: "Brazil unveils plan to pay landowners for keeping Amazon forest standing",
        description:
          "Payments would be made each year for every hectare left intact, checked by satellite; critics ask who will fund it after the first three years.",
      },
      {
        slug: "canada-basic-income-care-leavers",
        title: "Canadian province pilots a basic income for young people leaving foster care",
        description:
          "For three years, care leavers aged 18 to 21 will receive a monthly payment with no conditions attached.",
      },
      {
        slug: "shipping-carbon-price",
        title: "Global shipping body backs the first carbon price on fuel burned by cargo ships",
        description:
          "Ships would pay for each tonne of emissions above a limit that tightens every year, with part of the money going to vulnerable coastal states.",
      },
      {
        slug: "norway-wealth-fund-ethics",
        title: "Norway's parliament weighs letting its oil fund invest in defence companies",
        description:
          "The sovereign wealth fund's ethics rules have excluded weapons makers for decades; supporters of the change cite the war in Europe.",
      },
    ],
  },
  {
    path: "/planet-report.atom",
    region: "global",
    format: "atom",
    name: "Planet Report",
    site: "https://planet-report.example",
    language: "en",
    stories: [
      {
        slug: "spain-climate-shelters",
        title: "Heatwave prompts Spanish cities to keep air-conditioned 'climate shelters' open overnight",
        description:
          "Libraries and civic centres in Seville and Córdoba will stay open until midnight while night-time temperatures stay above 30 °C.",
      },
      {
        slug: "congestion-charge-asthma",
        title: "Study finds congestion charges cut children's asthma admissions",
        description:
          "Researchers compared hospital records in five cities before and after drivers were charged to enter the centre.",
      },
      {
        slug: "germany-voting-age",
        title: "Germany debates lowering the voting age to 16 for national elections",
        description:
          "Sixteen-year-olds already vote in European and some state elections; a change to the federal law needs a two-thirds majority.",
      },
      {
        slug: "who-alcohol-tax",
        title: "WHO urges governments to raise taxes on alcohol to curb liver disease",
        description:
          "The agency says a minimum price per unit of alcohol would save the most lives among heavy drinkers without raising prices for moderate ones.",
      },
      {
        slug: "nigeria-market-solar",
        title: "Nigeria plans to replace petrol generators in markets with solar mini-grids",
        description:
          "Traders would pay for power by the hour through their phones; the first hundred markets are to be connected within two years.",
      },
      {
        slug: "chile-water-assembly",
        title: "Chile convenes its first citizens' assembly on water rights amid a long drought",
        description:
          "A hundred residents chosen by lot will spend six months drafting advice on who should get water first when there is not enough.",
      },
      {
        slug: "glacial-lake-warning",
        title: "Scientists call for a global early-warning network for glacial lake floods",
        description:
          "Thousands of lakes formed by melting glaciers threaten valleys below; fewer than one in ten is monitored.",
      },
      {
        slug: "mexico-city-water-limits",
        title: "Mexico City limits new swimming pools and car washes as reservoirs run low",
        description: "The city will stop issuing permits until the main reservoir system is at least half full again.",
      },
    ],
  },
  {
    path: "/india-civic-wire.rdf",
    region: "bharat",
    format: "rss1",
    name: "India Civic Wire",
    site: "https://india-civic-wire.example",
    language: "en",
    stories: [
      {
        slug: "maharashtra-rooftop-rainwater",
        title: "Maharashtra proposes mandatory rooftop rainwater harvesting for new housing societies",
        description:
          "Builders would not get a completion certificate without a working system; older societies would get a subsidy to add one.",
      },
      {
        slug: "delhi-truck-curbs-winter",
        title: "Delhi considers keeping trucks out of the city on the worst pollution days",
        description:
          "Goods vehicles other than those carrying food and medicine would wait at the borders while the air quality index stays above 450.",
      },
      {
        slug: "kerala-first-aid-coding-schools",
        title: "Kerala plans to teach first aid and coding in every government school",
        description: "Both subjects would start in Class 6, taught by trained teachers rather than outside agencies.",
      },
      {
        slug: "tamil-nadu-cab-surge-cap",
        title: "Tamil Nadu weighs a cap on app-based cab surge pricing during festivals",
        description:
          "Fares could rise to at most one and a half times the normal rate; drivers' unions say the cap would cut their festival earnings.",
      },
      {
        slug: "assam-embankments",
        title: "Assam seeks central funds to raise Brahmaputra embankments before the monsoon",
        description:
          "The state wants work to start on the most breached stretches first; ecologists favour giving the river room to spread instead.",
      },
      {
        slug: "punjab-crop-switch",
        title: "Punjab offers farmers cash to switch from paddy to maize and pulses",
        description:
          "The payment per acre is meant to save groundwater; farmers ask for a guaranteed purchase price for the new crops as well.",
      },
      {
        slug: "bengaluru-paid-parking",
        title: "Bengaluru civic body proposes paid parking on main roads to fund more buses",
        description:
          "Every rupee collected would go to the city's bus corporation, which says it needs a thousand more buses.",
      },
      {
        slug: "influencer-election-spending",
        title: "Election Commission asks parties to disclose what they pay social media influencers",
        description:
          "Payments to influencers for campaign posts would count as election expenses and be published after the polls.",
      },
    ],
  },
  {
    path: "/lok-samachar.rss",
    region: "bharat",
    format: "rss2",
    name: "लोक समाचार",
    site: "https://lok-samachar.example",
    language: "hi",
    stories: [
      {
        slug: "up-panchayat-pustakalay",
        title: "उत्तर प्रदेश सरकार ने हर पंचायत भवन में सार्वजनिक पुस्तकालय खोलने का प्रस्ताव रखा",
        description: "हर पुस्तकालय में प्रतियोगी परीक्षाओं की किताबें और मुफ़्त इंटरनेट होगा; ख़र्च राज्य और पंचायतें मिलकर उठाएँगी।",
      },
      {
        slug: "rajasthan-borewell-rok",
        title: "राजस्थान में भूजल बचाने के लिए नए बोरवेल पर दो साल की रोक का सुझाव",
        description:
          "जल विशेषज्ञों की समिति का कहना है कि कई ज़िलों में भूजल स्तर ख़तरनाक रूप से गिर चुका है; किसान संगठन इसका विरोध कर रहे हैं।",
      },
      {
        slug: "mp-raat-opd",
        title: "मध्य प्रदेश के ज़िला अस्पतालों में रात की ओपीडी शुरू करने की योजना",
        description: "दिहाड़ी मज़दूरों को काम छोड़े बिना इलाज मिल सके, इसलिए ओपीडी शाम सात से रात ग्यारह बजे तक भी खुली रहेगी।",
      },
      {
        slug: "bihar-badh-chhutti",
        title: "बिहार में स्कूलों की लंबी छुट्टियाँ गर्मी के बजाय बाढ़ के महीनों में करने पर विचार",
        description: "शिक्षा विभाग का कहना है कि उत्तर बिहार में बाढ़ के समय कई स्कूल वैसे भी बंद रहते हैं; अभिभावकों से राय माँगी गई है।",
      },
      {
        slug: "delhi-plastic-jurmana",
        title: "दिल्ली नगर निगम ने प्लास्टिक की थैलियाँ देने वाली दुकानों पर भारी जुर्माने का प्रस्ताव रखा",
        description: "पहली बार पकड़े जाने पर पाँच हज़ार और दोबारा पकड़े जाने पर बीस हज़ार रुपये का जुर्माना लगेगा।",
      },
      {
        slug: "uttarakhand-raat-truck",
        title: "उत्तराखंड में पहाड़ी सड़कों पर रात में भारी वाहनों की आवाजाही रोकने का प्रस्ताव",
        description: "भूस्खलन की बढ़ती घटनाओं के बाद परिवहन विभाग ने रात दस से सुबह पाँच बजे तक ट्रकों पर रोक लगाने का सुझाव दिया है।",
      },
      {
        slug: "jharkhand-adivasi-bhasha",
        title: "झारखंड सरकार ने आदिवासी भाषाओं में प्राथमिक शिक्षा देने की योजना बनाई",
        description: "पहली से तीसरी कक्षा तक संथाली, मुंडारी और हो भाषाओं में पढ़ाई होगी; इसके लिए नए शिक्षकों की भर्ती की जाएगी।",
      },
      {
        slug: "chhattisgarh-parali-bijli",
        title: "छत्तीसगढ़ में पराली से बिजली बनाने वाले संयंत्रों को अनुदान देने की तैयारी",
        description: "राज्य सरकार पराली ख़रीदने वाले बायोमास संयंत्रों को प्रति टन अनुदान देगी, ताकि किसानों को उसे जलाना न पड़े।",
      },
    ],
  },
  {
    path: "/janabarta.atom",
    region: "bharat",
    format: "atom",
    name: "জনবার্তা",
    site: "https://janabarta.example",
    language: "bn",
    stories: [
      {
        slug: "kolkata-tram",
        title: "কলকাতার ট্রাম বাঁচাতে নাগরিকদের আবেদন, পুনর্বিবেচনার আশ্বাস দিল পরিবহণ দফতর",
        description:
          "ট্রাম পরিষেবা বন্ধের প্রস্তাবের বিরুদ্ধে কয়েক হাজার মানুষ সই করেছেন; দফতর বলছে, যানজট কমানোই তাদের লক্ষ্য।",
      },
      {
        slug: "sundarban-mangrove-majuri",
        title: "সুন্দরবনে ম্যানগ্রোভ রোপণের জন্য মহিলাদের মজুরি দেবে রাজ্য",
        description:
          "বাঁধ রক্ষায় ম্যানগ্রোভের ভূমিকা মাথায় রেখে স্বনির্ভর গোষ্ঠীর মহিলাদের প্রতিটি বেঁচে থাকা চারাগাছের জন্য পারিশ্রমিক দেওয়া হবে।",
      },
      {
        slug: "matribhasha-bigyan",
        title: "সরকারি স্কুলে মাতৃভাষায় বিজ্ঞান পড়ানোর প্রস্তাব নিয়ে শিক্ষকদের মধ্যে মতভেদ",
        description:
          "একদল শিক্ষকের মতে বাংলায় পড়লে ধারণা পরিষ্কার হয়; অন্যদের আশঙ্কা, উচ্চশিক্ষায় ইংরেজি পরিভাষা নিয়ে ছাত্রছাত্রীরা পিছিয়ে পড়বে।",
      },
      {
        slug: "tripura-bansh-bazar",
        title: "ত্রিপুরায় বাঁশশিল্পীদের জন্য অনলাইন বাজার খুলছে রাজ্য সরকার",
        description: "কারিগররা সরাসরি দেশজুড়ে ক্রেতাদের কাছে পণ্য বিক্রি করতে পারবেন; মধ্যস্বত্বভোগীদের ভূমিকা কমবে বলে আশা।",
      },
      {
        slug: "siliguri-hati-corridor",
        title: "শিলিগুড়িতে হাতি চলাচলের পথে নতুন নির্মাণে নিষেধাজ্ঞার প্রস্তাব",
        description: "বন দফতরের মতে, করিডর আটকে যাওয়াতেই মানুষ ও হাতির সংঘাত বাড়ছে; স্থানীয় ব্যবসায়ীরা ক্ষতির আশঙ্কা করছেন।",
      },
      {
        slug: "jorur-bibhag-ain",
        title: "জরুরি বিভাগ থেকে রোগী ফেরানো বন্ধে কড়া আইন আনার কথা ভাবছে রাজ্য",
        description:
          "বেসরকারি হাসপাতালও প্রাথমিক চিকিৎসা না দিয়ে জরুরি রোগীকে ফেরাতে পারবে না; নিয়ম ভাঙলে মোটা জরিমানা হবে।",
      },
      {
        slug: "darjeeling-poribesh-kor",
        title: "দার্জিলিংয়ে পর্যটকদের উপর পরিবেশ কর বসানোর সিদ্ধান্ত",
        description:
          "প্রতি রাতের জন্য সামান্য কর নেওয়া হবে; সেই টাকায় পাহাড়ের জলের উৎস ও বর্জ্য ব্যবস্থাপনার উন্নতি হবে বলে জানিয়েছে পুরসভা।",
      },
      {
        slug: "saur-sech-pump",
        title: "গ্রামে সৌরচালিত সেচপাম্প বসাতে ভর্তুকি বাড়াল রাজ্য",
        description: "ডিজেলচালিত পাম্পের খরচ কমাতে ক্ষুদ্র চাষিরা পাম্পের দামের সত্তর শতাংশ পর্যন্ত ভর্তুকি পাবেন।",
      },
    ],
  },
];

/**
 * The deliberately broken feed: a newspaper whose feed breaks off in the middle of an item (as when
 * its publishing system fails while writing it). Every run records it as failed (`malformed`).
 */
export const BROKEN_FEED = {
  path: "/morning-ledger.rss",
  region: "global" as const,
  name: "The Morning Ledger",
  site: "https://morning-ledger.example",
};
