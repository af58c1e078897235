// Civic education modules in English, Hindi and Bengali.
import type { SeedCivicModule } from "./types";

export const seedCivicModules: SeedCivicModule[] = [
  {
    key: "civic-preamble",
    category: "constitution",
    difficulty: "beginner",
    estimatedTime: 15,
    prerequisites: [],
    content: {
      en: {
        title: "The Preamble and what it promises",
        description:
          "Learn how the opening lines of the Constitution set out who holds power in India and the values every law should serve.",
        body: "The Preamble is the short introduction to the Constitution of India. It begins with “We, the people of India”, making clear that the Constitution draws its authority from citizens themselves. The Constituent Assembly adopted the Constitution on 26 November 1949, and it came into force on 26 January 1950, now celebrated as Republic Day.\n\nThe Preamble describes India as a sovereign, socialist, secular, democratic republic. The words “socialist” and “secular” were added by the 42nd Amendment in 1976. It then sets out four promises: justice (social, economic and political); liberty of thought, expression, belief, faith and worship; equality of status and opportunity; and fraternity, assuring the dignity of the individual and the unity and integrity of the nation.\n\nThe Preamble cannot be enforced in court on its own, but judges use it to interpret the rest of the Constitution. In the Kesavananda Bharati case (1973), the Supreme Court held that the Preamble is part of the Constitution. Many constitutions, including that of the United States, also open with a statement made in the name of the people.",
      },
      hi: {
        title: "प्रस्तावना और उसके वादे",
        description:
          "जानिए कि संविधान की शुरुआती पंक्तियाँ कैसे तय करती हैं कि भारत में सत्ता किसके पास है और हर कानून को किन मूल्यों की सेवा करनी चाहिए।",
        body: "प्रस्तावना भारत के संविधान का संक्षिप्त परिचय है। इसकी शुरुआत “हम, भारत के लोग” से होती है, जिससे स्पष्ट होता है कि संविधान को अपनी शक्ति स्वयं नागरिकों से मिलती है। संविधान सभा ने 26 नवंबर 1949 को संविधान अंगीकार किया और यह 26 जनवरी 1950 को लागू हुआ, जिसे आज हम गणतंत्र दिवस के रूप में मनाते हैं।\n\nप्रस्तावना भारत को एक संपूर्ण प्रभुत्व-संपन्न, समाजवादी, पंथनिरपेक्ष, लोकतंत्रात्मक गणराज्य घोषित करती है। “समाजवादी” और “पंथनिरपेक्ष” शब्द 1976 में 42वें संशोधन द्वारा जोड़े गए। इसके बाद यह चार वादे करती है: सामाजिक, आर्थिक और राजनीतिक न्याय; विचार, अभिव्यक्ति, विश्वास, धर्म और उपासना की स्वतंत्रता; प्रतिष्ठा और अवसर की समता; और ऐसी बंधुता जो व्यक्ति की गरिमा तथा राष्ट्र की एकता और अखंडता सुनिश्चित करे।\n\nप्रस्तावना को अपने आप में अदालत में लागू नहीं कराया जा सकता, लेकिन न्यायाधीश संविधान के बाकी हिस्सों की व्याख्या में इसकी मदद लेते हैं। केशवानंद भारती मामले (1973) में सर्वोच्च न्यायालय ने माना कि प्रस्तावना संविधान का हिस्सा है। अमेरिका सहित कई देशों के संविधान भी जनता के नाम पर की गई एक घोषणा से शुरू होते हैं।",
      },
      bn: {
        title: "প্রস্তাবনা ও তার প্রতিশ্রুতি",
        description:
          "জেনে নিন, সংবিধানের শুরুর লাইনগুলি কীভাবে ঠিক করে দেয় ভারতে ক্ষমতা কার হাতে, এবং প্রতিটি আইনের কোন মূল্যবোধ মেনে চলা উচিত।",
        body: "প্রস্তাবনা হল ভারতের সংবিধানের সংক্ষিপ্ত ভূমিকা। এর শুরু “আমরা, ভারতের জনগণ” কথাগুলি দিয়ে, যা স্পষ্ট করে দেয় যে সংবিধানের ক্ষমতার উৎস নাগরিকরাই। গণপরিষদ ১৯৪৯ সালের ২৬ নভেম্বর সংবিধান গ্রহণ করে এবং ১৯৫০ সালের ২৬ জানুয়ারি তা কার্যকর হয়, যে দিনটি আজ প্রজাতন্ত্র দিবস হিসেবে পালিত হয়।\n\nপ্রস্তাবনা ভারতকে একটি সার্বভৌম, সমাজতান্ত্রিক, ধর্মনিরপেক্ষ, গণতান্ত্রিক সাধারণতন্ত্র হিসেবে ঘোষণা করে। “সমাজতান্ত্রিক” ও “ধর্মনিরপেক্ষ” শব্দ দুটি ১৯৭৬ সালে ৪২তম সংশোধনীর মাধ্যমে যোগ করা হয়। এরপর এটি চারটি প্রতিশ্রুতি দেয়: সামাজিক, অর্থনৈতিক ও রাজনৈতিক ন্যায়বিচার; চিন্তা, মতপ্রকাশ, বিশ্বাস, ধর্ম ও উপাসনার স্বাধীনতা; মর্যাদা ও সুযোগের সাম্য; এবং এমন সৌভ্রাতৃত্ব, যা ব্যক্তির মর্যাদা এবং জাতির ঐক্য ও সংহতি নিশ্চিত করে।\n\nপ্রস্তাবনাকে আলাদা ভাবে আদালতে বলবৎ করা যায় না, তবে বিচারপতিরা সংবিধানের বাকি অংশ ব্যাখ্যা করার সময় এর সাহায্য নেন। কেশবানন্দ ভারতী মামলায় (১৯৭৩) সুপ্রিম কোর্ট জানায় যে প্রস্তাবনা সংবিধানেরই অংশ। মার্কিন যুক্তরাষ্ট্র-সহ বহু দেশের সংবিধানও জনগণের নামে একটি ঘোষণা দিয়ে শুরু হয়।",
      },
    },
  },
  {
    key: "civic-fundamental-rights",
    category: "constitution",
    difficulty: "intermediate",
    estimatedTime: 30,
    prerequisites: ["civic-preamble"],
    content: {
      en: {
        title: "Fundamental Rights",
        description:
          "An overview of the rights in Part III of the Constitution, who can claim them and how courts protect them.",
        body: "Part III of the Constitution (Articles 12 to 35) sets out the Fundamental Rights. They protect individuals against the State, meaning the government, legislatures and other public authorities.\n\nThe rights are usually grouped into six categories: the right to equality, the right to freedom, the right against exploitation, the right to freedom of religion, cultural and educational rights, and the right to constitutional remedies. Some apply only to citizens, such as the freedoms in Article 19, while others, such as equality before the law (Article 14) and protection of life and personal liberty (Article 21), apply to every person in India.\n\nRights are not absolute. The Constitution allows reasonable restrictions, for example in the interests of public order or the sovereignty and integrity of India. Courts have also widened their meaning: in 2017 the Supreme Court held that privacy is part of the right to life and personal liberty.\n\nIf a Fundamental Right is violated, a person can go directly to the Supreme Court under Article 32 or to a High Court under Article 226. The right to property was removed from this list in 1978 and is now a constitutional right under Article 300A.",
      },
      hi: {
        title: "मौलिक अधिकार",
        description: "संविधान के भाग 3 में दिए गए अधिकारों का परिचय: इन पर किसका दावा है और अदालतें इनकी रक्षा कैसे करती हैं।",
        body: "संविधान का भाग 3 (अनुच्छेद 12 से 35) मौलिक अधिकारों का वर्णन करता है। ये अधिकार व्यक्ति को राज्य, यानी सरकार, विधानमंडलों और अन्य सार्वजनिक प्राधिकरणों के विरुद्ध सुरक्षा देते हैं।\n\nइन अधिकारों को आम तौर पर छह श्रेणियों में बाँटा जाता है: समता का अधिकार, स्वतंत्रता का अधिकार, शोषण के विरुद्ध अधिकार, धर्म की स्वतंत्रता का अधिकार, संस्कृति और शिक्षा संबंधी अधिकार, और संवैधानिक उपचारों का अधिकार। कुछ अधिकार केवल नागरिकों को मिलते हैं, जैसे अनुच्छेद 19 की स्वतंत्रताएँ, जबकि विधि के समक्ष समता (अनुच्छेद 14) और प्राण तथा दैहिक स्वतंत्रता का संरक्षण (अनुच्छेद 21) भारत में हर व्यक्ति को प्राप्त हैं।\n\nये अधिकार असीमित नहीं हैं। संविधान लोक व्यवस्था या भारत की संप्रभुता और अखंडता जैसे आधारों पर युक्तियुक्त प्रतिबंधों की अनुमति देता है। अदालतों ने इनका दायरा बढ़ाया भी है: 2017 में सर्वोच्च न्यायालय ने निजता को प्राण और दैहिक स्वतंत्रता के अधिकार का हिस्सा माना।\n\nकिसी मौलिक अधिकार का उल्लंघन होने पर व्यक्ति अनुच्छेद 32 के तहत सीधे सर्वोच्च न्यायालय या अनुच्छेद 226 के तहत उच्च न्यायालय जा सकता है। संपत्ति का अधिकार 1978 में इस सूची से हटा दिया गया और अब यह अनुच्छेद 300क के तहत एक संवैधानिक अधिकार है।",
      },
      bn: {
        title: "মৌলিক অধিকার",
        description:
          "সংবিধানের তৃতীয় অংশে থাকা অধিকারগুলির পরিচয়: কারা এগুলি দাবি করতে পারেন এবং আদালত কীভাবে সেগুলি রক্ষা করে।",
        body: "সংবিধানের তৃতীয় অংশে (অনুচ্ছেদ ১২ থেকে ৩৫) মৌলিক অধিকারগুলির কথা বলা আছে। এগুলি রাষ্ট্র, অর্থাৎ সরকার, আইনসভা ও অন্যান্য সরকারি কর্তৃপক্ষের বিরুদ্ধে ব্যক্তিকে সুরক্ষা দেয়।\n\nঅধিকারগুলিকে সাধারণত ছ’টি ভাগে ভাগ করা হয়: সাম্যের অধিকার, স্বাধীনতার অধিকার, শোষণের বিরুদ্ধে অধিকার, ধর্মীয় স্বাধীনতার অধিকার, সাংস্কৃতিক ও শিক্ষাগত অধিকার এবং সাংবিধানিক প্রতিকারের অধিকার। কিছু অধিকার শুধু নাগরিকদের জন্য, যেমন অনুচ্ছেদ ১৯-এর স্বাধীনতাগুলি; আবার আইনের চোখে সাম্য (অনুচ্ছেদ ১৪) এবং জীবন ও ব্যক্তিগত স্বাধীনতার সুরক্ষা (অনুচ্ছেদ ২১) ভারতে থাকা প্রত্যেক মানুষের প্রাপ্য।\n\nএই অধিকারগুলি নিরঙ্কুশ নয়। জনশৃঙ্খলা কিংবা ভারতের সার্বভৌমত্ব ও সংহতির স্বার্থে সংবিধান যুক্তিসঙ্গত বিধিনিষেধের অনুমতি দেয়। আবার আদালত এগুলির পরিধি বাড়িয়েছেও: ২০১৭ সালে সুপ্রিম কোর্ট রায় দেয় যে গোপনীয়তার অধিকার জীবন ও ব্যক্তিগত স্বাধীনতার অধিকারেরই অংশ।\n\nকোনও মৌলিক অধিকার লঙ্ঘিত হলে মানুষ অনুচ্ছেদ ৩২ অনুযায়ী সরাসরি সুপ্রিম কোর্টে বা অনুচ্ছেদ ২২৬ অনুযায়ী হাইকোর্টে যেতে পারেন। সম্পত্তির অধিকার ১৯৭৮ সালে এই তালিকা থেকে বাদ দেওয়া হয়; এখন এটি অনুচ্ছেদ ৩০০ক অনুযায়ী একটি সাংবিধানিক অধিকার।",
      },
    },
  },
  {
    key: "civic-separation-of-powers",
    category: "constitution",
    difficulty: "advanced",
    estimatedTime: 40,
    prerequisites: ["civic-fundamental-rights", "civic-how-a-bill-becomes-law"],
    content: {
      en: {
        title: "Separation of powers and judicial review",
        description:
          "How the legislature, executive and judiciary share power in India, and how courts can strike down laws and government actions.",
        body: "Democracies divide power so that no single institution can act without limits. The legislature makes laws, the executive carries them out, and the judiciary interprets them and settles disputes.\n\nIndia does not follow a strict separation of powers like the United States. Ministers sit in Parliament and must keep the confidence of the Lok Sabha, so the Constitution relies on checks and balances instead: Parliament questions ministers and can remove judges through a special procedure, while Article 50 directs the State to separate the judiciary from the executive.\n\nJudicial review is the power of courts to examine whether a law or government action is consistent with the Constitution. Article 13 declares void any law that takes away Fundamental Rights. The US Supreme Court asserted this power as early as 1803, in Marbury v. Madison.\n\nIn the Kesavananda Bharati case (1973), the Supreme Court held that Parliament can amend the Constitution but cannot destroy its basic structure. Later judgments have treated judicial review, federalism and free and fair elections as part of that structure.",
      },
      hi: {
        title: "शक्तियों का पृथक्करण और न्यायिक पुनर्विलोकन",
        description:
          "भारत में विधायिका, कार्यपालिका और न्यायपालिका शक्ति कैसे बाँटती हैं, और अदालतें कानूनों तथा सरकारी कार्रवाइयों को कैसे रद्द कर सकती हैं।",
        body: "लोकतंत्र में शक्ति बाँटी जाती है, ताकि कोई एक संस्था बेलगाम न हो सके। विधायिका कानून बनाती है, कार्यपालिका उन्हें लागू करती है, और न्यायपालिका उनकी व्याख्या करके विवादों का निपटारा करती है।\n\nभारत अमेरिका की तरह शक्तियों का कठोर पृथक्करण नहीं अपनाता। मंत्री संसद के सदस्य होते हैं और उन्हें लोकसभा का विश्वास बनाए रखना होता है, इसलिए संविधान नियंत्रण और संतुलन पर भरोसा करता है: संसद मंत्रियों से सवाल पूछती है और एक विशेष प्रक्रिया से न्यायाधीशों को हटा सकती है, जबकि अनुच्छेद 50 राज्य को न्यायपालिका को कार्यपालिका से अलग रखने का निर्देश देता है।\n\nन्यायिक पुनर्विलोकन अदालतों की वह शक्ति है जिससे वे जाँचती हैं कि कोई कानून या सरकारी कार्रवाई संविधान के अनुरूप है या नहीं। अनुच्छेद 13 के अनुसार मौलिक अधिकार छीनने वाला कोई भी कानून शून्य है। अमेरिकी सर्वोच्च न्यायालय ने 1803 में ही मारबरी बनाम मैडिसन मामले में यह शक्ति स्थापित कर दी थी।\n\nकेशवानंद भारती मामले (1973) में सर्वोच्च न्यायालय ने कहा कि संसद संविधान में संशोधन कर सकती है, लेकिन उसके मूल ढाँचे को नष्ट नहीं कर सकती। बाद के फ़ैसलों में न्यायिक पुनर्विलोकन, संघवाद और स्वतंत्र व निष्पक्ष चुनाव को इस मूल ढाँचे का हिस्सा माना गया।",
      },
      bn: {
        title: "ক্ষমতার পৃথকীকরণ ও বিচারবিভাগীয় পর্যালোচনা",
        description:
          "ভারতে আইনসভা, শাসনবিভাগ ও বিচারবিভাগ কীভাবে ক্ষমতা ভাগ করে নেয়, এবং আদালত কীভাবে আইন ও সরকারি পদক্ষেপ বাতিল করতে পারে।",
        body: "গণতন্ত্রে ক্ষমতা ভাগ করে দেওয়া হয়, যাতে কোনও একটি প্রতিষ্ঠান লাগামছাড়া হয়ে উঠতে না পারে। আইনসভা আইন তৈরি করে, শাসনবিভাগ তা কার্যকর করে, আর বিচারবিভাগ আইনের ব্যাখ্যা দিয়ে বিরোধের নিষ্পত্তি করে।\n\nভারত মার্কিন যুক্তরাষ্ট্রের মতো ক্ষমতার কঠোর পৃথকীকরণ মেনে চলে না। মন্ত্রীরা সংসদের সদস্য এবং তাঁদের লোকসভার আস্থা বজায় রাখতে হয়, তাই সংবিধান নিয়ন্ত্রণ ও ভারসাম্যের উপর নির্ভর করে: সংসদ মন্ত্রীদের প্রশ্ন করে এবং বিশেষ প্রক্রিয়ায় বিচারপতিদের অপসারণ করতে পারে, আর অনুচ্ছেদ ৫০ রাষ্ট্রকে বিচারবিভাগকে শাসনবিভাগ থেকে আলাদা রাখার নির্দেশ দেয়।\n\nবিচারবিভাগীয় পর্যালোচনা হল আদালতের সেই ক্ষমতা, যার মাধ্যমে আদালত দেখে কোনও আইন বা সরকারি পদক্ষেপ সংবিধানসম্মত কি না। অনুচ্ছেদ ১৩ অনুযায়ী মৌলিক অধিকার খর্ব করে এমন যে কোনও আইন বাতিল বলে গণ্য হয়। মার্কিন সুপ্রিম কোর্ট ১৮০৩ সালেই মারবেরি বনাম ম্যাডিসন মামলায় এই ক্ষমতা প্রতিষ্ঠা করে।\n\nকেশবানন্দ ভারতী মামলায় (১৯৭৩) সুপ্রিম কোর্ট জানায়, সংসদ সংবিধান সংশোধন করতে পারে, কিন্তু তার মৌলিক কাঠামো ধ্বংস করতে পারে না। পরবর্তী রায়গুলিতে বিচারবিভাগীয় পর্যালোচনা, যুক্তরাষ্ট্রীয় কাঠামো এবং অবাধ ও নিরপেক্ষ নির্বাচনকে এই মৌলিক কাঠামোর অংশ হিসেবে ধরা হয়েছে।",
      },
    },
  },
  {
    key: "civic-fundamental-duties",
    category: "rights_duties",
    difficulty: "beginner",
    estimatedTime: 15,
    prerequisites: ["civic-preamble"],
    content: {
      en: {
        title: "Fundamental Duties",
        description:
          "What the Constitution asks of every citizen in return, and why these duties matter even though courts cannot enforce them directly.",
        body: "Rights and responsibilities go together. Article 51A, in Part IVA of the Constitution, lists the Fundamental Duties of every citizen of India. They were added by the 42nd Amendment in 1976 on the recommendation of the Swaran Singh Committee.\n\nThere were originally ten duties, and an eleventh was added in 2002. They include respecting the Constitution, the national flag and the national anthem; upholding the sovereignty, unity and integrity of India; promoting harmony and the spirit of common brotherhood; protecting forests, lakes, rivers and wildlife; developing a scientific temper and the spirit of inquiry; and safeguarding public property and abjuring violence. The eleventh duty asks parents and guardians to provide opportunities for education to children between six and fourteen years of age.\n\nFundamental Duties cannot be enforced in court the way Fundamental Rights can. However, judges refer to them when interpreting laws, and Parliament can pass laws to give effect to them.\n\nThink of them as a civic checklist: small everyday actions, such as not damaging public property or helping to protect a local lake, are part of how a democracy works.",
      },
      hi: {
        title: "मौलिक कर्तव्य",
        description:
          "संविधान बदले में हर नागरिक से क्या अपेक्षा करता है, और अदालतों द्वारा सीधे लागू न कराए जा सकने के बावजूद ये कर्तव्य क्यों अहम हैं।",
        body: "अधिकार और ज़िम्मेदारियाँ साथ-साथ चलते हैं। संविधान के भाग 4क में अनुच्छेद 51क भारत के हर नागरिक के मौलिक कर्तव्यों की सूची देता है। इन्हें स्वर्ण सिंह समिति की सिफ़ारिश पर 1976 में 42वें संशोधन से जोड़ा गया।\n\nशुरुआत में दस कर्तव्य थे, और 2002 में ग्यारहवाँ कर्तव्य जोड़ा गया। इनमें संविधान, राष्ट्रीय ध्वज और राष्ट्रगान का आदर करना; भारत की संप्रभुता, एकता और अखंडता की रक्षा करना; समरसता और समान भ्रातृत्व की भावना का निर्माण करना; वनों, झीलों, नदियों और वन्यजीवों की रक्षा करना; वैज्ञानिक दृष्टिकोण और ज्ञानार्जन की भावना का विकास करना; तथा सार्वजनिक संपत्ति को सुरक्षित रखना और हिंसा से दूर रहना शामिल है। ग्यारहवाँ कर्तव्य माता-पिता और अभिभावकों से अपेक्षा करता है कि वे छह से चौदह वर्ष के बच्चों को शिक्षा के अवसर उपलब्ध कराएँ।\n\nमौलिक कर्तव्यों को मौलिक अधिकारों की तरह अदालत में लागू नहीं कराया जा सकता। फिर भी न्यायाधीश कानूनों की व्याख्या में इनका हवाला देते हैं, और संसद इन्हें प्रभावी बनाने के लिए कानून बना सकती है।\n\nइन्हें एक नागरिक चेकलिस्ट की तरह देखिए: सार्वजनिक संपत्ति को नुकसान न पहुँचाना या पास की झील को बचाने में हाथ बँटाना जैसे छोटे रोज़मर्रा के काम भी लोकतंत्र को चलाने का हिस्सा हैं।",
      },
      bn: {
        title: "মৌলিক কর্তব্য",
        description:
          "বিনিময়ে সংবিধান প্রত্যেক নাগরিকের কাছে কী প্রত্যাশা করে, এবং আদালত সরাসরি বলবৎ করতে না পারলেও এই কর্তব্যগুলি কেন গুরুত্বপূর্ণ।",
        body: "অধিকার ও দায়িত্ব একসঙ্গে চলে। সংবিধানের চতুর্থ-ক অংশে অনুচ্ছেদ ৫১ক ভারতের প্রত্যেক নাগরিকের মৌলিক কর্তব্যের তালিকা দেয়। স্বরণ সিং কমিটির সুপারিশ মেনে ১৯৭৬ সালে ৪২তম সংশোধনীর মাধ্যমে এগুলি যোগ করা হয়।\n\nপ্রথমে কর্তব্য ছিল দশটি, ২০০২ সালে একাদশ কর্তব্যটি যুক্ত হয়। এর মধ্যে রয়েছে সংবিধান, জাতীয় পতাকা ও জাতীয় সংগীতকে সম্মান করা; ভারতের সার্বভৌমত্ব, ঐক্য ও সংহতি রক্ষা করা; সম্প্রীতি ও ভ্রাতৃত্ববোধ গড়ে তোলা; বন, হ্রদ, নদী ও বন্যপ্রাণী রক্ষা করা; বিজ্ঞানমনস্কতা ও অনুসন্ধিৎসা গড়ে তোলা; এবং সরকারি সম্পত্তি রক্ষা করা ও হিংসা পরিহার করা। একাদশ কর্তব্য অনুযায়ী বাবা-মা ও অভিভাবকদের ছয় থেকে চোদ্দো বছর বয়সি শিশুদের শিক্ষার সুযোগ করে দিতে হবে।\n\nমৌলিক অধিকারের মতো মৌলিক কর্তব্য আদালতে বলবৎ করা যায় না। তবে আইনের ব্যাখ্যা করার সময় বিচারপতিরা এগুলির উল্লেখ করেন, এবং সংসদ এগুলি কার্যকর করতে আইন তৈরি করতে পারে।\n\nএগুলিকে একটি নাগরিক চেকলিস্ট হিসেবে ভাবুন: সরকারি সম্পত্তির ক্ষতি না করা বা পাড়ার জলাশয় বাঁচাতে হাত লাগানোর মতো ছোট ছোট রোজকার কাজও গণতন্ত্রকে সচল রাখে।",
      },
    },
  },
  {
    key: "civic-right-to-information",
    category: "rights_duties",
    difficulty: "intermediate",
    estimatedTime: 25,
    prerequisites: ["civic-fundamental-rights"],
    content: {
      en: {
        title: "Right to Information",
        description:
          "How to use the RTI Act, 2005 to ask public authorities for information, and what to do if you don't get an answer.",
        body: "The Right to Information Act, 2005 lets any citizen of India ask a public authority for information it holds, such as file notings, contracts or the status of a ration card application. You do not have to give a reason for your request.\n\nTo file an application, write to the Public Information Officer of the department in English, Hindi or the official language of the area, and pay the prescribed fee (₹10 for central government bodies; applicants below the poverty line are exempt).\n\nThe officer must reply within 30 days, or within 48 hours if the information concerns a person's life or liberty. If you get no reply or are unhappy with it, you can file a first appeal within the department, and then a second appeal or complaint to the Central or State Information Commission.\n\nSome information is exempt under Section 8, such as material that would harm national security or unjustifiably invade someone's privacy. Section 4 also requires authorities to publish key information proactively. Sweden passed the world's first such law in 1766; more than a hundred countries now have one.",
      },
      hi: {
        title: "सूचना का अधिकार",
        description:
          "सार्वजनिक प्राधिकरणों से जानकारी माँगने के लिए सूचना का अधिकार अधिनियम, 2005 का उपयोग कैसे करें, और जवाब न मिलने पर क्या करें।",
        body: "सूचना का अधिकार अधिनियम, 2005 भारत के किसी भी नागरिक को किसी सार्वजनिक प्राधिकरण के पास मौजूद जानकारी माँगने का अधिकार देता है, जैसे फ़ाइल नोटिंग, अनुबंध या राशन कार्ड आवेदन की स्थिति। इसके लिए कोई कारण बताना ज़रूरी नहीं है।\n\nआवेदन संबंधित विभाग के लोक सूचना अधिकारी को अंग्रेज़ी, हिंदी या उस क्षेत्र की राजभाषा में लिखा जा सकता है, साथ में निर्धारित शुल्क देना होता है (केंद्र सरकार के निकायों के लिए ₹10; गरीबी रेखा से नीचे के आवेदकों को छूट है)।\n\nअधिकारी को 30 दिनों के भीतर जवाब देना होता है; अगर जानकारी किसी व्यक्ति के जीवन या स्वतंत्रता से जुड़ी हो तो 48 घंटों के भीतर। जवाब न मिलने या उससे असंतुष्ट होने पर आप विभाग के भीतर प्रथम अपील और फिर केंद्रीय या राज्य सूचना आयोग में द्वितीय अपील या शिकायत कर सकते हैं।\n\nधारा 8 के तहत कुछ जानकारी को छूट मिली है, जैसे वह सामग्री जिससे राष्ट्रीय सुरक्षा को नुकसान हो या किसी की निजता में अनुचित दखल हो। धारा 4 प्राधिकरणों से अहम जानकारी स्वयं प्रकाशित करने की अपेक्षा करती है। दुनिया का पहला ऐसा कानून स्वीडन ने 1766 में बनाया था; आज सौ से अधिक देशों में ऐसा कानून है।",
      },
      bn: {
        title: "তথ্যের অধিকার",
        description:
          "সরকারি কর্তৃপক্ষের কাছে তথ্য চাইতে কীভাবে তথ্যের অধিকার আইন, ২০০৫ ব্যবহার করবেন, আর উত্তর না পেলে কী করবেন।",
        body: "তথ্যের অধিকার আইন, ২০০৫ ভারতের যে কোনও নাগরিককে সরকারি কর্তৃপক্ষের কাছে থাকা তথ্য চাওয়ার অধিকার দেয়, যেমন ফাইলের নোট, চুক্তিপত্র বা রেশন কার্ডের আবেদনের অবস্থা। এর জন্য কোনও কারণ দেখানোর প্রয়োজন নেই।\n\nআবেদন করতে হয় সংশ্লিষ্ট দফতরের জনতথ্য আধিকারিকের কাছে, ইংরেজি, হিন্দি বা ওই এলাকার সরকারি ভাষায়, সঙ্গে নির্ধারিত ফি দিয়ে (কেন্দ্রীয় সরকারি সংস্থার ক্ষেত্রে ১০ টাকা; দারিদ্রসীমার নীচে থাকা আবেদনকারীদের ফি লাগে না)।\n\nআধিকারিককে ৩০ দিনের মধ্যে উত্তর দিতে হয়; তথ্যটি কারও জীবন বা স্বাধীনতার সঙ্গে যুক্ত হলে ৪৮ ঘণ্টার মধ্যে। উত্তর না পেলে বা উত্তরে সন্তুষ্ট না হলে দফতরের মধ্যেই প্রথম আপিল করা যায়, তারপর কেন্দ্রীয় বা রাজ্য তথ্য কমিশনে দ্বিতীয় আপিল বা অভিযোগ দায়ের করা যায়।\n\n৮ নম্বর ধারা অনুযায়ী কিছু তথ্য ছাড় পায়, যেমন যা প্রকাশ পেলে জাতীয় নিরাপত্তার ক্ষতি হতে পারে বা কারও গোপনীয়তায় অন্যায্য হস্তক্ষেপ হয়। ৪ নম্বর ধারা অনুযায়ী কর্তৃপক্ষকে গুরুত্বপূর্ণ তথ্য নিজে থেকেই প্রকাশ করতে হয়। বিশ্বের প্রথম এমন আইন ১৭৬৬ সালে সুইডেনে পাস হয়; আজ একশোরও বেশি দেশে এমন আইন রয়েছে।",
      },
    },
  },
  {
    key: "civic-elections-and-eci",
    category: "democratic_process",
    difficulty: "beginner",
    estimatedTime: 20,
    prerequisites: [],
    content: {
      en: {
        title: "Elections and the Election Commission",
        description: "Who runs India's elections, who can vote, and the rules that keep polls free and fair.",
        body: "India holds the largest elections in the world. Article 326 of the Constitution guarantees universal adult suffrage: every citizen aged 18 or above who is registered on the electoral roll can vote. The voting age was lowered from 21 to 18 by the 61st Amendment in 1988.\n\nUnder Article 324, the Election Commission of India supervises elections to Parliament, the state legislatures and the offices of President and Vice-President. It prepares electoral rolls, registers parties and allots symbols. State Election Commissions run panchayat and municipal polls.\n\nLok Sabha and Assembly elections use the first-past-the-post system: the candidate with the most votes in a constituency wins. Votes are cast on electronic voting machines with a paper trail (VVPAT). Since 2013, voters can also choose NOTA, “None of the Above”.\n\nOnce an election is announced, the Model Code of Conduct applies. Its guidelines, agreed with political parties, stop governments from announcing new schemes during the campaign. Citizens can report violations through the Commission's cVIGIL app.",
      },
      hi: {
        title: "चुनाव और निर्वाचन आयोग",
        description: "भारत में चुनाव कौन कराता है, कौन वोट दे सकता है, और कौन-से नियम चुनावों को स्वतंत्र और निष्पक्ष बनाए रखते हैं।",
        body: "भारत में दुनिया के सबसे बड़े चुनाव होते हैं। संविधान का अनुच्छेद 326 सार्वभौमिक वयस्क मताधिकार की गारंटी देता है: मतदाता सूची में दर्ज 18 वर्ष या उससे अधिक आयु का हर नागरिक वोट दे सकता है। 1988 में 61वें संशोधन द्वारा मतदान की आयु 21 से घटाकर 18 वर्ष की गई।\n\nअनुच्छेद 324 के तहत भारत निर्वाचन आयोग संसद, राज्य विधानमंडलों तथा राष्ट्रपति और उपराष्ट्रपति के पदों के चुनावों का अधीक्षण करता है। वह मतदाता सूचियाँ तैयार करता है, दलों का पंजीकरण करता है और चुनाव चिह्न आवंटित करता है। पंचायत और नगरपालिका चुनाव राज्य निर्वाचन आयोग कराते हैं।\n\nलोकसभा और विधानसभा चुनाव ‘फ़र्स्ट-पास्ट-द-पोस्ट’ प्रणाली से होते हैं: किसी निर्वाचन क्षेत्र में सबसे अधिक वोट पाने वाला उम्मीदवार जीतता है। वोट इलेक्ट्रॉनिक वोटिंग मशीन से डाले जाते हैं, जिनके साथ वीवीपैट पर्ची की व्यवस्था होती है। 2013 से मतदाता ‘नोटा’ यानी ‘इनमें से कोई नहीं’ का विकल्प भी चुन सकते हैं।\n\nचुनाव की घोषणा होते ही आदर्श आचार संहिता लागू हो जाती है। दलों की सहमति से बने ये दिशानिर्देश प्रचार के दौरान सरकारों को नई योजनाओं की घोषणा से रोकते हैं। नागरिक आयोग के सी-विजिल ऐप के ज़रिए उल्लंघन की शिकायत कर सकते हैं।",
      },
      bn: {
        title: "নির্বাচন ও নির্বাচন কমিশন",
        description: "ভারতে নির্বাচন কে পরিচালনা করে, কারা ভোট দিতে পারেন, আর কোন নিয়মগুলি ভোটকে অবাধ ও নিরপেক্ষ রাখে।",
        body: "বিশ্বের সবচেয়ে বড় নির্বাচন হয় ভারতে। সংবিধানের ৩২৬ নম্বর অনুচ্ছেদ সর্বজনীন প্রাপ্তবয়স্ক ভোটাধিকারের নিশ্চয়তা দেয়: ভোটার তালিকায় নাম থাকা ১৮ বছর বা তার বেশি বয়সি প্রত্যেক নাগরিক ভোট দিতে পারেন। ১৯৮৮ সালে ৬১তম সংশোধনীর মাধ্যমে ভোটদানের বয়স ২১ থেকে কমিয়ে ১৮ করা হয়।\n\nঅনুচ্ছেদ ৩২৪ অনুযায়ী ভারতের নির্বাচন কমিশন সংসদ, রাজ্য বিধানসভা এবং রাষ্ট্রপতি ও উপরাষ্ট্রপতি পদের নির্বাচন তত্ত্বাবধান করে। কমিশন ভোটার তালিকা তৈরি করে, দলগুলির নিবন্ধন করে ও প্রতীক বরাদ্দ করে। পঞ্চায়েত ও পুরসভার ভোট করায় রাজ্য নির্বাচন কমিশন।\n\nলোকসভা ও বিধানসভা নির্বাচন হয় ‘ফার্স্ট-পাস্ট-দ্য-পোস্ট’ পদ্ধতিতে: কোনও কেন্দ্রে যিনি সবচেয়ে বেশি ভোট পান, তিনিই জেতেন। ভোট দেওয়া হয় ইলেকট্রনিক ভোটিং মেশিনে, সঙ্গে থাকে ভিভিপ্যাট স্লিপের ব্যবস্থা। ২০১৩ সাল থেকে ভোটাররা ‘নোটা’, অর্থাৎ ‘উপরের কেউ নন’ বিকল্পও বেছে নিতে পারেন।\n\nনির্বাচন ঘোষণার সঙ্গে সঙ্গে আদর্শ আচরণবিধি চালু হয়ে যায়। দলগুলির সম্মতিতে তৈরি এই নির্দেশিকা প্রচার চলাকালীন সরকারকে নতুন প্রকল্প ঘোষণা করা থেকে বিরত রাখে। কমিশনের সি-ভিজিল অ্যাপের মাধ্যমে নাগরিকরা আচরণবিধি লঙ্ঘনের অভিযোগ জানাতে পারেন।",
      },
    },
  },
  {
    key: "civic-local-government",
    category: "democratic_process",
    difficulty: "intermediate",
    estimatedTime: 25,
    prerequisites: ["civic-elections-and-eci"],
    content: {
      en: {
        title: "Local government: panchayats and municipalities",
        description:
          "How the 73rd and 74th Amendments created elected local governments in villages and towns, and how you can take part.",
        body: "The 73rd and 74th Constitutional Amendments, passed in 1992, gave constitutional status to local self-government. Part IX of the Constitution covers panchayats in rural areas, and Part IXA covers municipalities in towns and cities.\n\nMost states have a three-tier panchayat system: the gram panchayat at the village level, the panchayat samiti at the block level and the zila parishad at the district level. Urban areas have municipal corporations, municipal councils or nagar panchayats, depending on their size. Elections are held every five years and are conducted by the State Election Commission.\n\nAt least one-third of seats, and of chairperson posts, are reserved for women, and many states have raised this to half. Seats are also reserved for Scheduled Castes and Scheduled Tribes in proportion to their population. The Eleventh and Twelfth Schedules list subjects, such as drinking water, sanitation and local roads, that states may hand over to these bodies.\n\nThe gram sabha, made up of all registered voters in a village, is the most direct form of democracy in India. Attending its meetings is a practical way to question spending and suggest local priorities.",
      },
      hi: {
        title: "स्थानीय सरकार: पंचायतें और नगरपालिकाएँ",
        description: "73वें और 74वें संशोधन ने गाँवों और शहरों में निर्वाचित स्थानीय सरकारें कैसे बनाईं, और आप इनमें कैसे भाग ले सकते हैं।",
        body: "1992 में पारित 73वें और 74वें संविधान संशोधनों ने स्थानीय स्वशासन को संवैधानिक दर्जा दिया। संविधान का भाग 9 ग्रामीण क्षेत्रों की पंचायतों से और भाग 9क कस्बों व शहरों की नगरपालिकाओं से संबंधित है।\n\nअधिकांश राज्यों में त्रिस्तरीय पंचायत व्यवस्था है: गाँव स्तर पर ग्राम पंचायत, प्रखंड स्तर पर पंचायत समिति और ज़िला स्तर पर ज़िला परिषद। शहरी क्षेत्रों में आकार के अनुसार नगर निगम, नगर परिषद या नगर पंचायत होती है। इनके चुनाव हर पाँच साल में राज्य निर्वाचन आयोग कराता है।\n\nकम से कम एक-तिहाई सीटें और अध्यक्षों के एक-तिहाई पद महिलाओं के लिए आरक्षित हैं, और कई राज्यों ने इसे बढ़ाकर आधा कर दिया है। अनुसूचित जातियों और अनुसूचित जनजातियों के लिए भी उनकी आबादी के अनुपात में सीटें आरक्षित हैं। ग्यारहवीं और बारहवीं अनुसूची में पेयजल, स्वच्छता और स्थानीय सड़कों जैसे विषय दिए गए हैं, जिन्हें राज्य इन निकायों को सौंप सकते हैं।\n\nग्राम सभा, जिसमें गाँव के सभी पंजीकृत मतदाता शामिल होते हैं, भारत में प्रत्यक्ष लोकतंत्र का सबसे सीधा रूप है। इसकी बैठकों में जाकर आप ख़र्च पर सवाल उठा सकते हैं और स्थानीय प्राथमिकताएँ सुझा सकते हैं।",
      },
      bn: {
        title: "স্থানীয় সরকার: পঞ্চায়েত ও পুরসভা",
        description:
          "৭৩তম ও ৭৪তম সংশোধনী কীভাবে গ্রাম ও শহরে নির্বাচিত স্থানীয় সরকার গড়ে তুলল, আর আপনি কীভাবে তাতে অংশ নিতে পারেন।",
        body: "১৯৯২ সালে পাস হওয়া ৭৩তম ও ৭৪তম সংবিধান সংশোধনী স্থানীয় স্বায়ত্তশাসনকে সাংবিধানিক মর্যাদা দেয়। সংবিধানের নবম অংশে গ্রামাঞ্চলের পঞ্চায়েত এবং নবম-ক অংশে শহর ও নগরের পুরসভার কথা বলা হয়েছে।\n\nবেশিরভাগ রাজ্যে ত্রিস্তর পঞ্চায়েত ব্যবস্থা রয়েছে: গ্রাম স্তরে গ্রাম পঞ্চায়েত, ব্লক স্তরে পঞ্চায়েত সমিতি এবং জেলা স্তরে জেলা পরিষদ। শহরাঞ্চলে আয়তন অনুযায়ী থাকে পুরনিগম, পুরসভা বা নগর পঞ্চায়েত। প্রতি পাঁচ বছর অন্তর রাজ্য নির্বাচন কমিশন এগুলির নির্বাচন পরিচালনা করে।\n\nঅন্তত এক-তৃতীয়াংশ আসন এবং সভাপতি পদের এক-তৃতীয়াংশ মহিলাদের জন্য সংরক্ষিত, আর বহু রাজ্য তা বাড়িয়ে অর্ধেক করেছে। তফসিলি জাতি ও তফসিলি জনজাতির জন্যও জনসংখ্যার অনুপাতে আসন সংরক্ষিত থাকে। একাদশ ও দ্বাদশ তফসিলে পানীয় জল, নিকাশি ও স্থানীয় রাস্তার মতো বিষয়গুলির তালিকা রয়েছে, যেগুলি রাজ্য এই সংস্থাগুলির হাতে তুলে দিতে পারে।\n\nগ্রামের সব নথিভুক্ত ভোটারকে নিয়ে গঠিত গ্রামসভা ভারতে প্রত্যক্ষ গণতন্ত্রের সবচেয়ে সরাসরি রূপ। এর বৈঠকে যোগ দিয়ে খরচ নিয়ে প্রশ্ন তোলা এবং এলাকার অগ্রাধিকার নিয়ে প্রস্তাব দেওয়া যায়।",
      },
    },
  },
  {
    key: "civic-how-a-bill-becomes-law",
    category: "policy_making",
    difficulty: "intermediate",
    estimatedTime: 30,
    prerequisites: ["civic-elections-and-eci"],
    content: {
      en: {
        title: "How a bill becomes law in Parliament",
        description:
          "Follow a bill from its introduction in Parliament to the President's assent, including the role of committees.",
        body: "A bill is a draft law. Most bills are introduced by ministers, but any member of Parliament can introduce a private member's bill.\n\nAfter introduction, the bill is debated in principle. It may then go to a parliamentary committee, which can invite comments from experts and the public. The House then considers the bill clause by clause, votes on amendments and finally passes it.\n\nThe bill then goes to the other House, which follows the same stages. If the two Houses disagree on an ordinary bill, the President may call a joint sitting under Article 108. Money bills are different: they can be introduced only in the Lok Sabha, and the Rajya Sabha can only make recommendations within 14 days.\n\nFinally, the bill goes to the President, who under Article 111 can give assent, withhold it, or return a bill other than a money bill once for reconsideration. If Parliament passes it again, the President must assent. The Act is then published in the Gazette of India.",
      },
      hi: {
        title: "संसद में विधेयक कानून कैसे बनता है",
        description:
          "संसद में पेश होने से लेकर राष्ट्रपति की अनुमति तक किसी विधेयक की यात्रा को समझिए, जिसमें समितियों की भूमिका भी शामिल है।",
        body: "विधेयक किसी कानून का मसौदा होता है। ज़्यादातर विधेयक मंत्री पेश करते हैं, लेकिन कोई भी सांसद गैर-सरकारी सदस्य विधेयक भी पेश कर सकता है।\n\nपेश होने के बाद विधेयक के सिद्धांतों पर चर्चा होती है। इसके बाद इसे किसी संसदीय समिति को भेजा जा सकता है, जो विशेषज्ञों और जनता से सुझाव माँग सकती है। फिर सदन विधेयक पर खंड-दर-खंड विचार करता है, संशोधनों पर मतदान करता है और अंत में उसे पारित करता है।\n\nइसके बाद विधेयक दूसरे सदन में जाता है, जहाँ यही चरण दोहराए जाते हैं। साधारण विधेयक पर दोनों सदनों में असहमति होने पर राष्ट्रपति अनुच्छेद 108 के तहत संयुक्त बैठक बुला सकते हैं। धन विधेयक अलग होते हैं: वे केवल लोकसभा में पेश हो सकते हैं, और राज्यसभा 14 दिनों के भीतर केवल सिफ़ारिशें दे सकती है।\n\nअंत में विधेयक राष्ट्रपति के पास जाता है, जो अनुच्छेद 111 के तहत अनुमति दे सकते हैं, अनुमति रोक सकते हैं, या धन विधेयक के अलावा किसी विधेयक को एक बार पुनर्विचार के लिए लौटा सकते हैं। संसद के दोबारा पारित करने पर राष्ट्रपति को अनुमति देनी ही होती है। फिर अधिनियम भारत के राजपत्र में प्रकाशित होता है।",
      },
      bn: {
        title: "সংসদে বিল কীভাবে আইনে পরিণত হয়",
        description: "সংসদে পেশ হওয়া থেকে রাষ্ট্রপতির সম্মতি পর্যন্ত একটি বিলের যাত্রা, কমিটিগুলির ভূমিকা-সহ।",
        body: "বিল হল কোনও আইনের খসড়া। বেশিরভাগ বিল পেশ করেন মন্ত্রীরা, তবে যে কোনও সাংসদ বেসরকারি সদস্যের বিলও আনতে পারেন।\n\nপেশ হওয়ার পর বিলটির মূল নীতি নিয়ে আলোচনা হয়। এরপর সেটি কোনও সংসদীয় কমিটিতে পাঠানো হতে পারে, যারা বিশেষজ্ঞ ও সাধারণ মানুষের মতামত চাইতে পারে। তারপর কক্ষটি ধারা ধরে ধরে বিলটি বিবেচনা করে, সংশোধনীগুলি নিয়ে ভোটাভুটি করে এবং শেষে বিলটি পাস করে।\n\nএরপর বিলটি অন্য কক্ষে যায়, সেখানেও একই ধাপগুলি অনুসরণ করা হয়। সাধারণ বিল নিয়ে দুই কক্ষের মতবিরোধ হলে রাষ্ট্রপতি অনুচ্ছেদ ১০৮ অনুযায়ী যৌথ অধিবেশন ডাকতে পারেন। অর্থবিল আলাদা: সেটি শুধু লোকসভায় পেশ করা যায়, আর রাজ্যসভা ১৪ দিনের মধ্যে কেবল সুপারিশ করতে পারে।\n\nশেষে বিলটি রাষ্ট্রপতির কাছে যায়। অনুচ্ছেদ ১১১ অনুযায়ী তিনি সম্মতি দিতে পারেন, সম্মতি আটকে রাখতে পারেন, অথবা অর্থবিল ছাড়া অন্য বিল একবার পুনর্বিবেচনার জন্য ফেরত পাঠাতে পারেন। সংসদ আবার পাস করলে রাষ্ট্রপতিকে সম্মতি দিতেই হয়। তারপর আইনটি ভারতের গেজেটে প্রকাশিত হয়।",
      },
    },
  },
  {
    key: "civic-reading-policy-documents",
    category: "policy_making",
    difficulty: "advanced",
    estimatedTime: 35,
    prerequisites: ["civic-how-a-bill-becomes-law"],
    content: {
      en: {
        title: "How to read a policy document",
        description:
          "A practical method for reading bills, draft rules and government schemes, so you can judge what they actually change.",
        body: "Policy documents look dense, but most share a similar structure. Start by identifying what kind of document it is: an Act passed by a legislature, rules or notifications issued under an Act, official guidelines for a scheme, or a draft released for comment. Check its date and whether it is final.\n\nNext, read the summary and the definitions. In a bill, the Statement of Objects and Reasons explains what the government wants to achieve. Definitions matter because a single word, such as who counts as a “worker” or a “platform”, can decide who is covered.\n\nThen look for the operative parts. Words like “shall” create obligations, while “may” gives discretion. Note who implements it, what penalties apply and whether there is a review date.\n\nFinally, follow the money and the evidence. Does the budget or the financial memorandum allocate funds? What evidence is the policy based on, and how will success be measured? Many countries answer these questions through regulatory impact assessments. Noting who benefits, who pays and what could go wrong prepares you for any debate or consultation.",
      },
      hi: {
        title: "नीति दस्तावेज़ कैसे पढ़ें",
        description:
          "विधेयकों, नियमों के मसौदों और सरकारी योजनाओं को पढ़ने का एक व्यावहारिक तरीका, ताकि आप परख सकें कि वे वास्तव में क्या बदलते हैं।",
        body: "नीति दस्तावेज़ जटिल दिखते हैं, पर ज़्यादातर की बनावट एक-सी होती है। पहले पहचानिए कि दस्तावेज़ किस तरह का है: विधायिका द्वारा पारित अधिनियम, किसी अधिनियम के तहत जारी नियम या अधिसूचना, किसी योजना के आधिकारिक दिशानिर्देश, या सुझावों के लिए जारी मसौदा। तारीख़ देखिए और जाँचिए कि वह अंतिम है या नहीं।\n\nइसके बाद सारांश और परिभाषाएँ पढ़िए। किसी विधेयक में ‘उद्देश्यों और कारणों का कथन’ बताता है कि सरकार क्या हासिल करना चाहती है। परिभाषाएँ अहम हैं, क्योंकि ‘कामगार’ या ‘प्लेटफ़ॉर्म’ जैसे एक शब्द से ही तय हो सकता है कि कानून के दायरे में कौन आएगा।\n\nफिर मुख्य प्रावधान देखिए। ‘करेगा’ जैसे शब्द बाध्यता पैदा करते हैं, जबकि ‘कर सकेगा’ विवेक की छूट देता है। देखिए कि इसे लागू कौन करेगा, क्या दंड हैं और क्या समीक्षा की कोई तारीख़ तय है।\n\nआख़िर में पैसे और प्रमाण पर नज़र डालिए। क्या बजट या वित्तीय ज्ञापन में धनराशि का प्रावधान है? यह किन आँकड़ों पर टिकी है, और सफलता कैसे मापी जाएगी? कई देश इसके लिए नियामक प्रभाव आकलन करते हैं। कौन लाभ पाएगा, कौन कीमत चुकाएगा और क्या गलत हो सकता है, यह लिख लेने से आप किसी भी बहस या परामर्श के लिए तैयार रहेंगे।",
      },
      bn: {
        title: "নীতি-নথি কীভাবে পড়বেন",
        description:
          "বিল, খসড়া নিয়মাবলি ও সরকারি প্রকল্পের নথি পড়ার একটি কাজের পদ্ধতি, যাতে বুঝতে পারেন সেগুলি আসলে কী বদলাচ্ছে।",
        body: "নীতি-নথি দেখতে জটিল লাগলেও বেশিরভাগের গঠন মোটামুটি একই রকম। প্রথমে বুঝে নিন নথিটি কোন ধরনের: আইনসভায় পাস হওয়া আইন, কোনও আইনের অধীনে জারি করা নিয়ম বা বিজ্ঞপ্তি, কোনও প্রকল্পের সরকারি নির্দেশিকা, নাকি মতামতের জন্য প্রকাশিত খসড়া। তারিখটি দেখুন, আর নথিটি চূড়ান্ত কি না তা-ও যাচাই করুন।\n\nএরপর সারসংক্ষেপ ও সংজ্ঞা পড়ুন। কোনও বিলের ‘উদ্দেশ্য ও কারণের বিবৃতি’ জানায় সরকার কী অর্জন করতে চায়। সংজ্ঞা গুরুত্বপূর্ণ, কারণ ‘শ্রমিক’ বা ‘প্ল্যাটফর্ম’ বলতে কাকে বোঝানো হচ্ছে, সেই একটি শব্দই ঠিক করে দিতে পারে আইনের আওতায় কারা আসবেন।\n\nতারপর মূল বিধানগুলি খুঁজুন। ‘করতে হবে’-র মতো শব্দ বাধ্যবাধকতা তৈরি করে, আর ‘করতে পারে’ বিবেচনার সুযোগ দেয়। খেয়াল করুন রূপায়ণের দায়িত্ব কার, কী শাস্তির বিধান রয়েছে, আর পর্যালোচনার কোনও তারিখ আছে কি না।\n\nশেষে টাকা ও তথ্যপ্রমাণের দিকে নজর দিন। বাজেট বা আর্থিক স্মারকলিপিতে অর্থ বরাদ্দ আছে কি? নীতিটি কোন তথ্যের উপর দাঁড়িয়ে, আর সাফল্য মাপা হবে কীভাবে? অনেক দেশ এই প্রশ্নগুলির উত্তর পেতে নিয়ন্ত্রক প্রভাব মূল্যায়ন করে। কারা উপকৃত হবেন, কারা খরচ বহন করবেন এবং কী ভুল হতে পারে, তা লিখে রাখলে যে কোনও বিতর্ক বা পরামর্শের জন্য আপনি তৈরি থাকবেন।",
      },
    },
  },
  {
    key: "civic-public-consultation",
    category: "policy_making",
    difficulty: "intermediate",
    estimatedTime: 20,
    prerequisites: ["civic-reading-policy-documents"],
    content: {
      en: {
        title: "Public consultation and how to take part",
        description:
          "Where governments ask for public comments on draft laws and policies, and how to write a submission that gets read.",
        body: "Many laws and rules in India are published in draft form before they are finalised. Under the Pre-Legislative Consultation Policy adopted by the central government in 2014, ministries are expected to publish draft legislation, with a simple explanatory note, for at least 30 days.\n\nConsultations appear in several places: ministry websites, the MyGov portal, regulators such as TRAI, and newspaper notices from parliamentary committees inviting memoranda on bills they are examining. States and municipalities run their own consultations too.\n\nA useful submission is specific. Refer to the clause or paragraph you are commenting on, explain its practical effect on people like you, provide evidence where you can and suggest alternative wording. Keep it brief and send it before the deadline. Joint submissions from resident welfare associations or farmer groups often carry extra weight.\n\nOther democracies have similar systems, such as the European Union's “Have Your Say” portal and notice-and-comment rulemaking in the United States. Afterwards, check whether the final version reflects public comments; you can file an RTI application to ask how comments were considered.",
      },
      hi: {
        title: "सार्वजनिक परामर्श और उसमें भाग कैसे लें",
        description:
          "सरकारें कानूनों और नीतियों के मसौदों पर जनता की राय कहाँ माँगती हैं, और ऐसा सुझाव कैसे लिखें जिस पर ध्यान दिया जाए।",
        body: "भारत में कई कानून और नियम अंतिम रूप देने से पहले मसौदे के रूप में प्रकाशित होते हैं। 2014 की केंद्रीय पूर्व-विधायी परामर्श नीति के अनुसार मंत्रालयों से अपेक्षा है कि वे कानून का मसौदा एक सरल व्याख्यात्मक नोट के साथ कम से कम 30 दिनों के लिए सार्वजनिक करें।\n\nपरामर्श की सूचनाएँ कई जगह मिलती हैं: मंत्रालयों की वेबसाइटें, माईगव पोर्टल, ट्राई जैसे नियामक, और संसदीय समितियों के अख़बारी विज्ञापन, जिनमें वे विचाराधीन विधेयकों पर ज्ञापन आमंत्रित करती हैं। राज्य सरकारें और नगरपालिकाएँ भी अपने परामर्श करती हैं।\n\nउपयोगी सुझाव सटीक होता है। जिस खंड या अनुच्छेद पर टिप्पणी कर रहे हैं, उसका उल्लेख कीजिए, बताइए कि आप जैसे लोगों पर उसका क्या असर होगा, जहाँ संभव हो प्रमाण दीजिए और वैकल्पिक शब्दावली सुझाइए। सुझाव संक्षिप्त रखिए और समय-सीमा से पहले भेजिए। आवासीय कल्याण संघों या किसान समूहों के सामूहिक सुझाव अक्सर ज़्यादा असर रखते हैं।\n\nदूसरे लोकतंत्रों में भी ऐसी व्यवस्थाएँ हैं, जैसे यूरोपीय संघ का ‘हैव योर से’ पोर्टल और अमेरिका में नियम बनाने की ‘नोटिस-एंड-कमेंट’ प्रक्रिया। बाद में देखिए कि अंतिम संस्करण में जनता की टिप्पणियों को जगह मिली या नहीं; इन पर कैसे विचार हुआ, यह आरटीआई आवेदन से भी पूछा जा सकता है।",
      },
      bn: {
        title: "জনপরামর্শ ও কীভাবে তাতে অংশ নেবেন",
        description: "খসড়া আইন ও নীতি নিয়ে সরকার কোথায় জনসাধারণের মতামত চায়, আর কীভাবে এমন মতামত লিখবেন যা গুরুত্ব পায়।",
        body: "ভারতে অনেক আইন ও নিয়ম চূড়ান্ত হওয়ার আগে খসড়া আকারে প্রকাশ করা হয়। ২০১৪ সালে কেন্দ্রীয় সরকার যে প্রাক-আইন প্রণয়ন পরামর্শ নীতি গ্রহণ করে, সেই অনুযায়ী মন্ত্রকগুলির অন্তত ৩০ দিনের জন্য খসড়া আইন প্রকাশ করার কথা, সঙ্গে সহজ ভাষায় একটি ব্যাখ্যামূলক নোট।\n\nপরামর্শের বিজ্ঞপ্তি নানা জায়গায় পাওয়া যায়: মন্ত্রকের ওয়েবসাইট, মাইগভ পোর্টাল, ট্রাই-এর মতো নিয়ন্ত্রক সংস্থা, এবং সংবাদপত্রে সংসদীয় কমিটির বিজ্ঞাপন, যেখানে তারা বিবেচনাধীন বিল নিয়ে স্মারকলিপি আহ্বান করে। রাজ্য সরকার ও পুরসভাও নিজস্ব পরামর্শ নেয়।\n\nকাজের মতামত হয় নির্দিষ্ট। যে ধারা বা অনুচ্ছেদ নিয়ে বলছেন তার উল্লেখ করুন, আপনার মতো মানুষের উপর তার বাস্তব প্রভাব ব্যাখ্যা করুন, সম্ভব হলে তথ্যপ্রমাণ দিন এবং বিকল্প শব্দবন্ধ প্রস্তাব করুন। লেখা সংক্ষিপ্ত রাখুন, আর সময়সীমার আগেই পাঠান। আবাসিক কল্যাণ সমিতি বা কৃষক গোষ্ঠীর যৌথ মতামত অনেক সময় বেশি গুরুত্ব পায়।\n\nঅন্যান্য গণতন্ত্রেও এমন ব্যবস্থা আছে, যেমন ইউরোপীয় ইউনিয়নের ‘হ্যাভ ইয়োর সে’ পোর্টাল এবং মার্কিন যুক্তরাষ্ট্রে নিয়ম তৈরির ‘নোটিস-অ্যান্ড-কমেন্ট’ প্রক্রিয়া। পরে দেখুন চূড়ান্ত রূপে জনগণের মতামত প্রতিফলিত হল কি না; মতামতগুলি কীভাবে বিবেচনা করা হয়েছে, তা জানতে তথ্যের অধিকার আইনে আবেদনও করতে পারেন।",
      },
    },
  },
];
