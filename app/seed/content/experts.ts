// Demo experts and their fact-checks, context and analysis on seeded debates.
import type { SeedExpert, SeedExpertContribution } from "./types";

export const seedExperts: SeedExpert[] = [
  {
    firstName: "Radhika",
    lastName: "Menon",
    expertise: "Constitutional law",
    institution: "Centre for Constitutional Studies, New Delhi",
  },
  {
    firstName: "Tomas",
    lastName: "Eriksen",
    expertise: "Climate science",
    institution: "Nordic Institute for Climate Research, Bergen",
  },
  {
    firstName: "Aisha",
    lastName: "Rahman",
    expertise: "Public health",
    institution: "Institute of Public Health Policy, Hyderabad",
  },
  {
    firstName: "Vivek",
    lastName: "Agarwal",
    expertise: "Economics",
    institution: "Mumbai School of Economic Policy",
  },
  {
    firstName: "Clara",
    lastName: "Mendes",
    expertise: "Data journalism",
    institution: "Open Data Newsroom Lab, Lisbon",
  },
  {
    firstName: "Siddharth",
    lastName: "Bose",
    expertise: "Urban planning",
    institution: "Institute of Urban Affairs, Kolkata",
  },
];

export const seedExpertContributions: SeedExpertContribution[] = [
  {
    debateKey: "bharat-compulsory-voting",
    expert: 0,
    contributionType: "context",
    content:
      "The right to vote in India flows from Article 326, which guarantees adult suffrage, but the Supreme Court has described voting itself as a statutory right under the Representation of the People Act, 1951, not a fundamental right. Making it compulsory at the national level would therefore need a change in law, and any penalty would have to survive a challenge based on freedom of expression, since abstaining can be a form of expression. At least one state has tried compulsory voting in local body elections, and the rules were challenged in court.",
    supportingDocuments: ["https://www.eci.gov.in/", "https://www.indiacode.nic.in/"],
  },
  {
    debateKey: "bharat-court-livestreaming",
    expert: 0,
    contributionType: "fact_check",
    content:
      "It is accurate that live-streaming has a constitutional basis. In Swapnil Tripathi v. Supreme Court of India (2018), the Court held that live-streaming of proceedings is part of the right of access to justice under Article 21, subject to exceptions for sensitive cases such as matrimonial disputes and sexual offences. The Supreme Court later began streaming Constitution Bench hearings, and several High Courts have framed their own streaming rules, so practice still varies from court to court.",
    supportingDocuments: ["https://www.sci.gov.in/"],
  },
  {
    debateKey: "bharat-simultaneous-elections",
    expert: 0,
    contributionType: "analysis",
    content:
      "Simultaneous polls are not new: Lok Sabha and Assembly elections were largely held together from 1951-52 until 1967. Reviving the practice would require constitutional amendments to provisions on the duration of the Houses, such as Articles 83 and 172, and a mechanism for what happens when a House is dissolved early. The key legal question is whether shortening or extending elected terms to synchronise them is compatible with federalism, which courts treat as part of the basic structure.",
    supportingDocuments: ["https://legislative.gov.in/constitution-of-india/"],
  },
  {
    debateKey: "global-loss-damage-fund",
    expert: 1,
    contributionType: "context",
    content:
      "The loss and damage fund was agreed at COP27 in 2022 and made operational the following year. Initial pledges totalled only several hundred million US dollars, while independent estimates of loss and damage in developing countries run into hundreds of billions of dollars a year by 2030. Contributions are currently voluntary, which is why the question of binding obligations keeps returning to the negotiating table.",
    supportingDocuments: ["https://unfccc.int/loss-and-damage-fund-joint-interim-secretariat"],
  },
  {
    debateKey: "global-nuclear-revival",
    expert: 1,
    contributionType: "analysis",
    content:
      "On emissions alone, the evidence is fairly settled: IPCC assessments put the median life-cycle emissions of nuclear power at around 12 grams of CO2 per kilowatt-hour, similar to onshore wind and well below gas or coal. The real disagreement is about cost and speed. Extending existing reactors is usually cheap per unit of clean power, while new large reactors have a history of delays, so the two questions should be judged separately.",
    supportingDocuments: ["https://www.ipcc.ch/report/ar6/wg3/"],
  },
  {
    debateKey: "global-heat-work-rules",
    expert: 1,
    contributionType: "fact_check",
    content:
      "Several posts refer to a simple temperature cut-off, but occupational heat standards generally use the wet-bulb globe temperature (WBGT), which combines air temperature, humidity, wind and sunlight. At the same air temperature, humid conditions can be far more dangerous than dry ones. Any legal threshold that relies on air temperature alone would miss many of the days when workers are most at risk.",
    supportingDocuments: [
      "https://www.ilo.org/topics/safety-and-health-work/heat-stress",
      "https://www.who.int/news-room/fact-sheets/detail/climate-change-heat-and-health",
    ],
  },
  {
    debateKey: "global-plastic-treaty",
    expert: 1,
    contributionType: "source_verification",
    content:
      "The claim that recycling has not kept pace with production is supported by the OECD's Global Plastics Outlook, which estimated that only about 9% of plastic waste is recycled worldwide, with the rest incinerated, landfilled or mismanaged. Readers should note that the figures are estimates based on national data of uneven quality. The negotiating texts themselves are published by UNEP and are the best source for what is actually on the table.",
    supportingDocuments: ["https://www.oecd.org/environment/plastics/", "https://www.unep.org/inc-plastic-pollution"],
  },
  {
    debateKey: "bharat-ayushman-outpatient",
    expert: 2,
    contributionType: "context",
    content:
      "Ayushman Bharat PM-JAY provides cover of up to ₹5 lakh per family per year, but only for secondary and tertiary hospital care. National Health Accounts estimates show that out-of-pocket spending still makes up a large share of total health expenditure in India, and medicines are its biggest single component. That is why outpatient care and drug costs are central to this debate.",
    supportingDocuments: ["https://nha.gov.in/", "https://nhsrcindia.org/national-health-accounts-records"],
  },
  {
    debateKey: "global-sugar-tax",
    expert: 2,
    contributionType: "fact_check",
    content:
      "The WHO recommends taxing sugar-sweetened beverages, and evaluations from several countries show lower purchases and recipe changes after taxes were introduced. However, the comparison in one post between a family's tax bill and national diabetes costs mixes two different things; the relevant evidence is whether consumption and obesity rates fall. The effect on obesity is harder to prove and usually appears only over several years.",
    supportingDocuments: ["https://www.who.int/news-room/fact-sheets/detail/healthy-diet"],
  },
  {
    debateKey: "global-livestock-antibiotics",
    expert: 2,
    contributionType: "source_verification",
    content:
      "The often-quoted statistic that around 70% of the world's antimicrobials are used in animals comes from modelling studies rather than complete sales records, because many countries do not report farm use. The World Organisation for Animal Health publishes annual data submitted by member countries, which is the most reliable public source. Both figures support the broad point that agricultural use is substantial, but precise percentages should be treated with caution.",
    supportingDocuments: [
      "https://www.woah.org/en/what-we-do/global-initiatives/antimicrobial-resistance/",
      "https://www.who.int/news-room/fact-sheets/detail/antimicrobial-resistance",
    ],
  },
  {
    debateKey: "bharat-upi-merchant-fee",
    expert: 3,
    contributionType: "analysis",
    content:
      "Since 2020, the merchant discount rate on UPI and RuPay debit card payments has been set at zero by law, and the government has instead paid an incentive to banks and apps to partly cover their costs. This makes the debate a question of who pays: merchants through a fee, taxpayers through subsidies, or users through bundled services. A fee limited to large merchants would affect a small share of merchants but a large share of transaction value.",
    supportingDocuments: ["https://www.npci.org.in/what-we-do/upi/product-statistics", "https://www.rbi.org.in/"],
  },
  {
    debateKey: "bharat-msp-legal-guarantee",
    expert: 3,
    contributionType: "fact_check",
    content:
      "The claim that MSP is announced for over 20 crops is correct: the Commission for Agricultural Costs and Prices recommends prices for 22 mandated crops, plus the fair and remunerative price for sugarcane. But large-scale procurement happens mainly for wheat and paddy and is concentrated in a few states. Survey data cited by a high-level committee in 2015 suggested that only about 6% of farm households sold to a procurement agency at MSP.",
    supportingDocuments: ["https://cacp.da.gov.in/"],
  },
  {
    debateKey: "global-ai-election-ads",
    expert: 4,
    contributionType: "source_verification",
    content:
      "When a viral clip is alleged to be AI-generated, detection tools alone are not reliable; their error rates are high on compressed videos shared through messaging apps. A better check is provenance: whether the file carries content credentials under the C2PA standard, and whether the original upload can be traced to an official campaign account. Readers should look for fact-checks that explain their method rather than simply giving a verdict.",
    supportingDocuments: ["https://c2pa.org/specifications/"],
  },
  {
    debateKey: "bharat-ai-content-labels",
    expert: 4,
    contributionType: "analysis",
    content:
      "Labelling rules work best when they focus on realistic synthetic depictions of real people and events, not on every edited image. Visible labels help viewers, but embedded metadata helps platforms and investigators trace where a file came from, so the two serve different purposes. The practical weakness is enforcement against anonymous accounts, which is why most proposals also rely on platforms' takedown obligations under the IT Rules.",
    supportingDocuments: ["https://www.meity.gov.in/"],
  },
  {
    debateKey: "bharat-lakebed-construction",
    expert: 5,
    contributionType: "analysis",
    content:
      "Flooding patterns in many Indian cities closely follow the old network of tanks and stormwater channels that linked them, so development on these areas predictably floods. Demolition is only one tool; restoring drain width, creating buffer zones and requiring on-site rainwater retention for new buildings can reduce flooding at lower social cost. Any policy should distinguish between recent violations and older settlements that were formally approved.",
    supportingDocuments: ["https://bbmp.gov.in/"],
  },
  {
    debateKey: "bharat-kolkata-tram",
    expert: 5,
    contributionType: "context",
    content:
      "Kolkata's tram network began with horse-drawn cars in 1873 and was electrified in 1902, and it is now the only operating tram system in India. Cities such as Melbourne and Lisbon kept their trams by giving them dedicated lanes and priority at signals, which made them faster and more reliable. Whether trams cause congestion depends largely on such design choices, not only on the vehicle itself.",
    supportingDocuments: ["https://www.wbtc.co.in/"],
  },
];
