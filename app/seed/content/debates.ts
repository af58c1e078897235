// Demo debates: 32 Global Storm and 32 Bharat Pulse headlines turned into questions.
import type { SeedDebate } from "./types";

export const seedDebates: SeedDebate[] = [
  {
    key: "global-plastic-treaty",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Plastics treaty talks edge toward a deal as countries split over production caps",
    source: "Reuters",
    url: "https://www.reuters.com/sustainability/climate-energy/plastics-treaty-talks-split-over-production-caps/",
    title: "Should a global plastics treaty include binding caps on new plastic production?",
    description:
      "Negotiators are debating whether a UN plastics treaty should limit how much new plastic is made, or focus on waste management and recycling. Producer countries and petrochemical firms warn that caps could hurt jobs and growth.",
    forArguments: [
      "Recycling alone has never kept pace with production; without a cap on new plastic, the waste problem simply grows faster than we can clean it up.",
      "A binding global limit creates a level playing field, so no country is undercut by another that keeps producing cheap virgin plastic.",
    ],
    againstArguments: [
      "Plastic is essential in medicine, food safety and clean-energy equipment, and a blunt cap could raise costs for poorer countries first.",
      "Investing in collection and waste systems where leakage is worst would cut ocean pollution faster than negotiating production quotas.",
    ],
  },
  {
    key: "global-ai-election-ads",
    region: "global",
    category: "technology",
    language: "en",
    headline: "Election regulators weigh curbs on AI-generated political advertising",
    source: "The Guardian",
    url: "https://www.theguardian.com/technology/ai-generated-political-ads-election-regulators-curbs",
    title: "Should AI-generated political ads be banned in the weeks before an election?",
    description:
      "Several election authorities are considering rules for political ads that use synthetic images, voices or video. Options range from mandatory labels to a full ban in the final weeks of a campaign.",
    forArguments: [
      "A convincing fake clip released three days before polling can't be debunked in time; a short blackout period protects voters when it matters most.",
      "Labels are easy to crop out or ignore once content is forwarded on messaging apps, so a clear ban is simpler to enforce.",
    ],
    againstArguments: [
      "Almost every ad now uses some AI editing; a ban would be impossible to define fairly and could be used to silence smaller campaigns.",
      "Mandatory disclosure plus fast takedown of deceptive content targets the real harm without restricting legitimate political speech.",
    ],
  },
  {
    key: "global-loss-damage-fund",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Climate-vulnerable nations press for faster payouts from loss and damage fund",
    source: "Al Jazeera",
    url: "https://www.aljazeera.com/news/climate-vulnerable-nations-loss-and-damage-fund-payouts",
    title: "Should wealthy nations be legally required to pay into the climate loss and damage fund?",
    description:
      "The fund was set up to help countries recover from climate disasters, but contributions so far are voluntary and far below estimated needs. Some governments want fixed, binding contributions based on historical emissions.",
    forArguments: [
      "Countries that put most of today's excess carbon into the atmosphere should carry a fair share of the damage it causes elsewhere.",
      "Voluntary pledges are announced with fanfare and then arrive late or not at all; island nations can't plan their recovery on promises.",
    ],
    againstArguments: [
      "Binding payments based on past emissions would be politically impossible to pass in many parliaments and could stall the whole negotiation.",
      "Large emerging economies now emit heavily too, so a rulebook based only on historical emissions leaves out a big part of today's problem.",
    ],
  },
  {
    key: "global-four-day-week",
    region: "global",
    category: "economy",
    language: "en",
    headline: "More employers trial a four-day working week as pilot results divide economists",
    source: "DW",
    url: "https://www.dw.com/en/four-day-working-week-pilots-divide-economists/a-69234517",
    title: "Should governments encourage a four-day working week?",
    description:
      "Pilot programmes in several countries report better wellbeing and steady output, while critics say the results don't carry over to hospitals, factories or small businesses. Governments could offer incentives or leave it to employers.",
    forArguments: [
      "Trials have shown fewer sick days and lower staff turnover, which often offsets the lost hours.",
      "Productivity has risen for decades while working hours have barely changed; sharing some of those gains as time off is overdue.",
    ],
    againstArguments: [
      "A nurse, bus driver or shopkeeper can't compress a week's work into four days without hiring more people, and someone has to pay for that.",
      "Pilots mostly involve office firms that volunteered because they expected success, so the results are hard to generalise.",
    ],
  },
  {
    key: "global-social-media-age-limit",
    region: "global",
    category: "technology",
    language: "en",
    headline: "Countries weigh a minimum age of 16 for social media accounts",
    source: "BBC",
    url: "https://www.bbc.com/news/articles/c4gx8m2q7vlo",
    title: "Should children under 16 be banned from having social media accounts?",
    description:
      "Governments concerned about young people's mental health are considering age limits enforced through verification. Critics question whether age checks work and whether they threaten everyone's privacy.",
    forArguments: [
      "Platforms are designed to maximise time spent scrolling, and young teenagers are the least equipped to resist that design.",
      "A legal age limit gives parents backing when they say no, instead of every family fighting the same battle alone.",
    ],
    againstArguments: [
      "Reliable age checks require ID or face scans for everyone, which creates new privacy risks for adults and children alike.",
      "Teenagers will move to less moderated corners of the internet; teaching safe use and regulating platform design would protect them better.",
    ],
  },
  {
    key: "global-pandemic-accord",
    region: "global",
    category: "health",
    language: "en",
    headline: "WHO member states debate pathogen-sharing rules in pandemic agreement",
    source: "Reuters",
    url: "https://www.reuters.com/business/healthcare-pharmaceuticals/who-pandemic-agreement-pathogen-sharing-rules/",
    title: "Should countries be required to share pathogen samples in exchange for guaranteed vaccine access?",
    description:
      "A proposed annex to the pandemic agreement would link rapid sharing of virus samples and genetic data with a guaranteed share of the vaccines and medicines developed from them. Negotiators disagree on how binding the system should be.",
    forArguments: [
      "In past outbreaks, countries that shared data early were often last in line for vaccines; a guaranteed share fixes that imbalance.",
      "Faster sample sharing means faster tests and vaccines for everyone, which is the whole point of an early warning system.",
    ],
    againstArguments: [
      "Tying scientific data to commercial guarantees could slow sharing while lawyers negotiate terms in the middle of an outbreak.",
      "Manufacturers may invest less in new vaccines if a fixed portion of production must be handed over regardless of cost.",
    ],
  },
  {
    key: "global-carbon-border-tax",
    region: "global",
    category: "economy",
    language: "en",
    headline: "Steel and cement exporters brace for carbon border levies",
    source: "DW",
    url: "https://www.dw.com/en/carbon-border-levies-steel-cement-exporters/a-69310482",
    title: "Are carbon border taxes a fair way to cut industrial emissions?",
    description:
      "Carbon border adjustments charge importers for the emissions embedded in goods such as steel, cement and aluminium. Supporters call it a fix for carbon leakage; exporting countries call it disguised protectionism.",
    forArguments: [
      "Without a border charge, factories simply move to countries with no carbon price and global emissions don't fall at all.",
      "The levy gives exporters a clear incentive to clean up production, and countries with their own carbon price can reduce or avoid the charge.",
    ],
    againstArguments: [
      "Developing countries are asked to pay for a transition that rich economies should have started decades ago.",
      "Compliance paperwork alone can shut small exporters out of markets, even if their products are relatively clean.",
    ],
  },
  {
    key: "global-deep-sea-mining",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Support for a deep-sea mining moratorium grows as seabed talks stall",
    source: "The Guardian",
    url: "https://www.theguardian.com/environment/deep-sea-mining-moratorium-support-grows-seabed-talks",
    title: "Should there be a global moratorium on deep-sea mining?",
    description:
      "Companies want to mine metal-rich nodules from the ocean floor for batteries, but scientists say little is known about deep-sea ecosystems. Countries are split on whether to allow mining under new rules or pause it entirely.",
    forArguments: [
      "The deep seabed is one of the least explored places on Earth; damage done there could last thousands of years.",
      "Battery chemistry is changing quickly, and better recycling may reduce demand for these metals before the first mines even open.",
    ],
    againstArguments: [
      "Land mines for the same metals cause deforestation and human rights abuses; seabed nodules may be the less harmful option.",
      "A strict licensing regime with independent monitoring can test the impact gradually, instead of freezing research for years.",
    ],
  },
  {
    key: "global-space-debris",
    region: "global",
    category: "world",
    language: "en",
    headline: "Space agencies discuss fees for satellites that leave debris in orbit",
    source: "NHK World",
    url: "https://www3.nhk.or.jp/nhkworld/en/news/backstories/3412/",
    title: "Should satellite operators pay a fee for the debris they leave in orbit?",
    description:
      "With tens of thousands of new satellites planned, agencies are discussing orbital-use fees or deposits that would be refunded when a satellite is safely deorbited. Operators argue the rules could slow down useful services such as satellite internet.",
    forArguments: [
      "Orbits are a shared resource, and a refundable deposit makes cleaning up the cheaper choice instead of the optional one.",
      "One collision can create thousands of fragments that threaten the weather, navigation and communication satellites we all depend on.",
    ],
    againstArguments: [
      "A fee system needs a global authority to collect it, and countries that refuse to join would gain a competitive advantage.",
      "Newer satellites already deorbit themselves; fees would mostly punish start-ups and university missions with small budgets.",
    ],
  },
  {
    key: "global-nuclear-revival",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Several countries extend reactor lifetimes to meet climate targets",
    source: "NHK World",
    url: "https://www3.nhk.or.jp/nhkworld/en/news/backstories/3387/",
    title: "Should nuclear power be part of the clean energy transition?",
    description:
      "Some governments are extending the life of existing reactors and funding small modular designs, arguing that reliable low-carbon power is needed alongside wind and solar. Others prefer to spend that money on renewables and storage.",
    forArguments: [
      "Nuclear plants produce steady low-carbon power day and night, which makes a grid with lots of solar and wind easier to balance.",
      "Keeping safe existing reactors running is one of the cheapest ways to avoid emissions right now.",
    ],
    againstArguments: [
      "New reactors routinely run years late and billions over budget, while solar & storage costs keep falling.",
      "Most countries still have no permanent solution for high-level waste, and accidents carry costs that last generations.",
    ],
  },
  {
    key: "global-billionaire-tax",
    region: "global",
    category: "economy",
    language: "en",
    headline: "Finance ministers discuss a coordinated minimum tax on billionaires",
    source: "AP",
    url: "https://apnews.com/article/billionaire-minimum-tax-finance-ministers-4f8a21c9d7e3b6a5",
    title: "Should there be a global minimum tax on the world's richest individuals?",
    description:
      "A proposal under discussion would require the wealthiest people to pay at least a small percentage of their fortune in tax each year, coordinated across countries so they cannot simply move. Critics doubt it can be enforced.",
    forArguments: [
      "Many billionaires pay a lower effective tax rate than teachers or nurses because most of their wealth grows untaxed.",
      "Coordination is the only way to stop countries competing to attract the super-rich with ever-lower taxes.",
    ],
    againstArguments: [
      "Valuing private companies, art and land every year is complex and invites costly disputes.",
      "Several countries that tried national wealth taxes abolished them after collecting less than expected; a global version faces the same problems at a larger scale.",
    ],
  },
  {
    key: "global-climate-migration-visas",
    region: "global",
    category: "world",
    language: "en",
    headline: "Pacific island states seek climate mobility pathways as sea levels rise",
    source: "Al Jazeera",
    url: "https://www.aljazeera.com/news/pacific-island-states-climate-mobility-pathways-sea-level-rise",
    title: "Should countries create a special visa for people displaced by climate change?",
    description:
      "International refugee law does not cover people forced to move by rising seas, droughts or storms. Some island nations are asking neighbours for dedicated migration pathways before their homes become uninhabitable.",
    forArguments: [
      "Planned, legal migration lets families move with dignity and skills instead of fleeing in crisis later.",
      "Countries with the highest emissions have a moral responsibility to offer a safe option to those losing their land.",
    ],
    againstArguments: [
      "Defining who counts as a climate migrant is very hard, since drought, poverty and conflict often overlap.",
      "Money for adaptation such as sea walls, safe water supply and resilient farming would help far more people stay at home.",
    ],
  },
  {
    key: "global-facial-recognition",
    region: "global",
    category: "technology",
    language: "en",
    headline: "Cities debate limits on live facial recognition in public spaces",
    source: "BBC",
    url: "https://www.bbc.com/news/articles/c9w1nzq5e3ro",
    title: "Should police use of live facial recognition in public spaces be banned?",
    description:
      "Police forces say live facial recognition helps find wanted suspects in crowds. Civil liberties groups point to errors, bias and the chilling effect of constant identification.",
    forArguments: [
      "Scanning every face in a crowd treats the whole public as suspects, which is incompatible with a free society.",
      "Error rates are higher for some groups, and a false match can lead to a wrongful stop or arrest.",
    ],
    againstArguments: [
      "Used with a warrant-like approval process, it can locate missing children or dangerous suspects quickly.",
      "A total ban throws away a useful tool; strict rules on when it's used, independent audits and deletion of data would address the risks.",
    ],
  },
  {
    key: "global-livestock-antibiotics",
    region: "global",
    category: "health",
    language: "en",
    headline: "Health agencies warn of rising drug-resistant infections linked to farm antibiotic use",
    source: "Reuters",
    url: "https://www.reuters.com/business/healthcare-pharmaceuticals/drug-resistant-infections-farm-antibiotic-use-warning/",
    title: "Should routine antibiotic use in livestock farming be banned worldwide?",
    description:
      "A large share of the world's antibiotics is given to farm animals, often to promote growth or prevent disease in crowded conditions. Health experts link this to resistant infections in people, while farmers warn of higher food prices.",
    forArguments: [
      "Every dose given to a healthy animal helps bacteria evolve resistance, making infections harder to treat in our hospitals.",
      "Countries that restricted routine use have kept livestock productive by improving hygiene, housing and vaccination.",
    ],
    againstArguments: [
      "Small farmers in poorer countries may lack the vets and infrastructure to replace antibiotics quickly, so a global ban could hurt food security.",
      "A phased reduction with targets and support would achieve more than a ban that is widely ignored.",
    ],
  },
  {
    key: "global-right-to-repair",
    region: "global",
    category: "technology",
    language: "en",
    headline: "Right-to-repair rules extend to smartphones and laptops",
    source: "The Guardian",
    url: "https://www.theguardian.com/technology/right-to-repair-rules-smartphones-laptops",
    title: "Should manufacturers be required to supply spare parts and repair manuals for ten years?",
    description:
      "Right-to-repair laws require companies to make parts, tools and instructions available to independent repairers and owners. Manufacturers argue that safety, security and design quality could suffer.",
    forArguments: [
      "Phones thrown away over a cracked screen or a worn-out battery are a huge source of e-waste; repairs keep devices in use for longer.",
      "Independent repair shops create local jobs and keep prices competitive when manufacturers charge a premium for servicing.",
    ],
    againstArguments: [
      "Storing parts for ten years for every model raises costs, which are passed on to all buyers.",
      "Poor-quality repairs to batteries or security chips can create fire and data-theft risks that the manufacturer is then blamed for.",
    ],
  },
  {
    key: "global-open-source-ai",
    region: "global",
    category: "technology",
    language: "en",
    headline: "Debate intensifies over releasing powerful AI model weights openly",
    source: "AP",
    url: "https://apnews.com/article/open-source-ai-model-weights-debate-9b2e6d41a7c3f085",
    title: "Should the most powerful AI models be released as open source?",
    description:
      "Some developers publish their AI models so anyone can study, adapt and run them; others keep them closed, citing the risk of misuse. Regulators are considering whether the most capable models need special rules.",
    forArguments: [
      "Open models let universities, start-ups and smaller countries build on AI instead of depending on a handful of companies.",
      "Independent researchers can only find safety flaws and biases if they are able to inspect the model itself.",
    ],
    againstArguments: [
      "Once the weights are published, safety filters can be removed and nothing can be recalled, whatever harm follows.",
      "Openness can come in stages: give vetted researchers access first, and release fully only after the risks are evaluated.",
    ],
  },
  {
    key: "global-sugar-tax",
    region: "global",
    category: "health",
    language: "en",
    headline: "More countries adopt taxes on sugary drinks to fight obesity",
    source: "BBC",
    url: "https://www.bbc.com/news/articles/c1dkq7v3x8mo",
    title: "Should sugary drinks be taxed to fund public health programmes?",
    description:
      "Taxes on sugar-sweetened beverages aim to reduce consumption and raise money for health and sport. Critics say they hit low-income households hardest and do little on their own.",
    forArguments: [
      "Where these taxes exist, many manufacturers cut the sugar in their recipes to avoid the levy, which helps even people who never change their habits.",
      "Treating diabetes costs health systems far more than the tax takes from any family, so for society the sum is clear: costs < benefits.",
    ],
    againstArguments: [
      "It's a regressive tax: poorer families spend a bigger share of their income on it.",
      "People can simply switch to sweets or other sugary foods, so the health effect may be smaller than claimed.",
    ],
  },
  {
    key: "global-ev-subsidies",
    region: "global",
    category: "economy",
    language: "en",
    headline: "Governments trim electric vehicle subsidies as sales grow",
    source: "Reuters",
    url: "https://www.reuters.com/business/autos-transportation/governments-trim-electric-vehicle-subsidies-sales-grow/",
    title: "Should governments keep subsidising the purchase of electric cars?",
    description:
      "Purchase incentives helped electric cars gain market share, but some governments are now scaling them back to save money. Others argue support is still needed until prices match petrol and diesel cars.",
    forArguments: [
      "Electric cars still cost more upfront in most markets, and removing help too early could stall the shift just as it gains pace.",
      "Lower transport emissions and cleaner city air bring public benefits that justify public spending.",
    ],
    againstArguments: [
      "Subsidies mostly go to wealthier households who would buy a new car anyway; the money would do more for buses and charging networks.",
      "As battery prices fall, the market can carry on without taxpayer support.",
    ],
  },
  {
    key: "global-critical-minerals",
    region: "global",
    category: "economy",
    language: "en",
    headline: "Resource-rich nations tighten export rules on critical minerals",
    source: "Al Jazeera",
    url: "https://www.aljazeera.com/economy/resource-rich-nations-critical-minerals-export-rules",
    title: "Should mineral-rich countries restrict raw ore exports to build local processing industries?",
    description:
      "Countries with large reserves of nickel, lithium or cobalt are restricting exports of unprocessed ore so that refining and manufacturing happen at home. Importers say such rules disrupt supply chains.",
    forArguments: [
      "Exporting raw ore keeps countries at the bottom of the value chain; processing at home creates skilled jobs and tax revenue.",
      "Several of today's industrial economies protected their young industries in a similar way, so it's unfair to deny the same path to others now.",
    ],
    againstArguments: [
      "Export bans can scare away investors and trigger trade disputes that hurt the exporting country most.",
      "Local processing without strong environmental rules can pollute rivers and forests near mining areas.",
    ],
  },
  {
    key: "global-un-security-council",
    region: "global",
    category: "global",
    language: "en",
    headline: "UN members renew push to expand the Security Council",
    source: "Al Jazeera",
    url: "https://www.aljazeera.com/news/un-members-renew-push-expand-security-council",
    title: "Should the UN Security Council add new permanent members from Africa, Asia and Latin America?",
    description:
      "The Security Council's five permanent members reflect the world of 1945. Many states want new permanent seats for underrepresented regions, but there is no agreement on who should get them or whether they should have a veto.",
    forArguments: [
      "A council where no African or Latin American country has a permanent seat lacks legitimacy when it decides on conflicts in those regions.",
      "Giving today's major economies and populations a permanent role would make the council's decisions more likely to be respected.",
    ],
    againstArguments: [
      "Adding more permanent members, especially with vetoes, could make a council that is already often deadlocked even slower.",
      "Regional rivals disagree about who should represent them; longer-term rotating seats may be a fairer compromise.",
    ],
  },
  {
    key: "global-heat-work-rules",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Heatwaves prompt calls for mandatory breaks for outdoor workers",
    source: "The Guardian",
    url: "https://www.theguardian.com/world/heatwaves-calls-mandatory-breaks-outdoor-workers",
    title: "Should outdoor work be legally stopped when heat stress passes a set limit?",
    description:
      "Construction workers, farm labourers and delivery riders face growing health risks as heatwaves intensify. Some countries already ban outdoor work in the hottest hours; others leave it to employers.",
    forArguments: [
      "Heatstroke can kill within hours, and workers paid by the day rarely feel able to stop on their own.",
      "A clear legal threshold protects responsible employers from being undercut by those who push workers through dangerous heat.",
    ],
    againstArguments: [
      "A single limit ignores shade, acclimatisation and the type of work; flexible heat plans agreed at each workplace would be more effective.",
      "Day labourers lose income when work halts, so a ban without compensation could hurt the very people it means to protect.",
    ],
  },
  {
    key: "global-cultivated-meat",
    region: "global",
    category: "health",
    language: "en",
    headline: "Cultivated meat wins approvals in some markets and bans in others",
    source: "DW",
    url: "https://www.dw.com/en/cultivated-meat-approvals-bans-markets/a-69187205",
    title: "Should cultivated (lab-grown) meat be allowed on supermarket shelves?",
    description:
      "Meat grown from animal cells has been approved for sale in a few countries, while others have banned it to protect farmers and food traditions. Regulators must decide whether it is safe and how it should be labelled.",
    forArguments: [
      "If food safety regulators find it safe, consumers should be free to choose it, as they do with any other new food.",
      "It could reduce the land, water and emissions needed for meat without asking people to give it up.",
    ],
    againstArguments: [
      "Long-term studies are still limited, and few consumers understand how the product is made or what goes into the growth medium.",
      "Livestock farming supports millions of rural livelihoods that could be undermined by products made in industrial bioreactors.",
    ],
  },
  {
    key: "global-digital-currency",
    region: "global",
    category: "economy",
    language: "en",
    headline: "Central banks accelerate work on digital currencies for everyday payments",
    source: "Reuters",
    url: "https://www.reuters.com/markets/central-banks-accelerate-retail-digital-currencies/",
    title: "Should central banks issue digital currencies for everyday use by the public?",
    description:
      "A retail central bank digital currency would give people digital cash issued directly by the central bank. Supporters cite cheaper payments and financial inclusion; critics raise concerns about privacy and the stability of commercial banks.",
    forArguments: [
      "As cash use declines, a public digital option keeps money from becoming entirely controlled by private payment companies.",
      "It could make cross-border transfers faster and cheaper, which matters to families who depend on remittances.",
    ],
    againstArguments: [
      "A state-run digital currency could allow every transaction to be tracked unless strong privacy protections are written into law.",
      "If people move savings from banks into central bank money during a crisis, a bank run could happen in minutes.",
    ],
  },
  {
    key: "global-fossil-fuel-ads",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Cities move to ban fossil fuel advertising on public transport",
    source: "The Guardian",
    url: "https://www.theguardian.com/environment/cities-ban-fossil-fuel-advertising-public-transport",
    title: "Should advertising for fossil fuels be banned like tobacco advertising?",
    description:
      "Some cities have banned ads for petrol cars, airlines and fossil fuel companies on public property. Opponents see it as a restriction on free speech and a loss of revenue for transport systems.",
    forArguments: [
      "Public spaces shouldn't be used to promote products that undermine the climate goals those same cities have committed to.",
      "Tobacco ad bans worked by changing what was seen as normal, and the same logic can apply here.",
    ],
    againstArguments: [
      "Fuel and cars are legal products, and banning their ads sets a precedent for banning any product someone disapproves of.",
      "Transit systems rely on ad revenue; losing it could mean higher fares for the passengers the policy is meant to help.",
    ],
  },
  {
    key: "global-phones-in-schools",
    region: "global",
    category: "global",
    language: "en",
    headline: "Schools around the world restrict smartphones during the school day",
    source: "BBC",
    url: "https://www.bbc.com/news/articles/c0rx4p7ydn2o",
    title: "Should smartphones be banned in schools for the whole school day?",
    description:
      "A growing number of countries and school districts require phones to be switched off and stored from the first bell to the last. Parents are divided between concerns about distraction and the wish to stay in contact.",
    forArguments: [
      "Teachers report better concentration and more face-to-face play at break times when phones are locked away.",
      "A school-wide rule removes the social pressure on individual children to stay online.",
    ],
    againstArguments: [
      "Phones are useful learning tools and a safety link for families, especially for children with long journeys to school.",
      "Banning them at school doesn't teach responsible use; pupils need guidance, not just rules.",
    ],
  },
  {
    key: "global-moon-mining",
    region: "global",
    category: "world",
    language: "en",
    headline: "Nations sign up to shared principles for lunar exploration and resource use",
    source: "NHK World",
    url: "https://www3.nhk.or.jp/nhkworld/en/news/backstories/3455/",
    title: "Should private companies be allowed to own resources they mine on the Moon?",
    description:
      "Space treaties forbid countries from claiming the Moon, but it is unclear whether companies can own water ice or minerals they extract. New national laws and international principles are trying to answer the question.",
    forArguments: [
      "Without the right to keep what they extract, companies have no reason to invest in the technology that makes lunar missions affordable.",
      "Clear ownership rules reduce the risk of conflict by setting expectations before anyone lands.",
    ],
    againstArguments: [
      "The Moon belongs to all humanity; letting the first wealthy companies to arrive take its resources repeats the worst of colonial history.",
      "Rules for sharing the benefits should be agreed at the UN before any commercial extraction begins.",
    ],
  },
  {
    key: "global-asylum-quotas",
    region: "global",
    category: "world",
    language: "en",
    headline: "Countries debate mandatory relocation of asylum seekers",
    source: "DW",
    url: "https://www.dw.com/en/asylum-seekers-mandatory-relocation-debate/a-69402236",
    title: "Should asylum seekers be shared among countries under a mandatory quota?",
    description:
      "Border countries receive a large share of asylum applications, and some want a mandatory system to distribute people across a region. Other governments prefer paying into a common fund instead of receiving people.",
    forArguments: [
      "It's unfair for a few frontline countries to carry the responsibility simply because of their geography.",
      "A predictable system reduces chaotic scenes at borders and speeds up processing for everyone.",
    ],
    againstArguments: [
      "People relocated to countries where they have no family or community often move on anyway, so quotas rarely work in practice.",
      "Forcing quotas on unwilling governments creates a political backlash that can damage support for asylum altogether.",
    ],
  },
  {
    key: "global-frequent-flyer-levy",
    region: "global",
    category: "climate",
    language: "en",
    headline: "Proposal for a frequent flyer levy gains support among climate campaigners",
    source: "BBC",
    url: "https://www.bbc.com/news/articles/c7lzp2e9k4xo",
    title: "Should people who fly often pay a rising levy on each extra flight they take in a year?",
    description:
      "A frequent flyer levy would leave one return flight a year untaxed but charge more for each additional trip. Supporters say a small share of travellers take most flights; the aviation industry warns of lost jobs and tourism.",
    forArguments: [
      "A minority of frequent travellers cause most aviation emissions, so the levy targets those most able to pay.",
      "It protects the family that takes one holiday a year while discouraging unnecessary short business trips.",
    ],
    againstArguments: [
      "Tracking every passenger's flights across airlines & borders raises privacy concerns and would be hard to administer.",
      "People with family abroad, such as migrant workers, may need to fly often and would be penalised unfairly.",
    ],
  },
  {
    key: "global-weight-loss-drugs",
    region: "global",
    category: "health",
    language: "en",
    headline: "Health systems weigh public funding for new weight-loss drugs",
    source: "Reuters",
    url: "https://www.reuters.com/business/healthcare-pharmaceuticals/health-systems-weigh-funding-weight-loss-drugs/",
    title: "Should public health systems pay for new weight-loss medicines?",
    description:
      "A new class of weight-loss drugs has shown strong results in trials, but they are expensive and may need to be taken long term. Health budgets must decide who qualifies and what else might be cut.",
    forArguments: [
      "Obesity drives diabetes, heart disease and joint problems; preventing them could save more than the drugs cost over time.",
      "If only people who can pay privately get access, health inequality will widen.",
    ],
    againstArguments: [
      "At current prices, covering everyone eligible would consume a huge share of health budgets for a single treatment.",
      "Long-term safety data is limited, and investment in diet, exercise and healthier cities addresses the causes rather than the symptoms.",
    ],
  },
  {
    key: "global-gig-worker-rights",
    region: "global",
    category: "economy",
    language: "en",
    headline: "Ride-hailing and delivery workers push for employee status",
    source: "AP",
    url: "https://apnews.com/article/gig-workers-employee-status-ride-hailing-delivery-3c7e9a2f1d8b4e60",
    title: "Should gig workers be classified as employees with full benefits?",
    description:
      "Drivers and delivery riders working through apps are usually treated as independent contractors without sick pay or pensions. Courts and legislatures in several countries are reconsidering that status.",
    forArguments: [
      "When an app sets the price, assigns the work and can deactivate you, that's employment in everything but name.",
      "Without sick pay or accident insurance, one injury can push a rider's family into debt.",
    ],
    againstArguments: [
      "Many workers value the flexibility to log on when they choose, which full employment contracts may take away.",
      "Higher costs could lead platforms to take on fewer people and raise prices, hurting both workers and customers.",
    ],
  },
  {
    key: "global-ai-training-copyright",
    region: "global",
    category: "technology",
    language: "en",
    headline: "Authors and artists challenge the use of their work to train AI",
    source: "BBC",
    url: "https://www.bbc.com/news/articles/c3vm8q1pz6ko",
    title: "Should AI companies pay creators whose work is used to train their models?",
    description:
      "AI systems are trained on huge amounts of text, images and music, much of it protected by copyright. Creators want consent and payment; developers argue that training is a form of fair use that drives innovation.",
    forArguments: [
      "If a company earns money from a model built on millions of books and songs, the people who wrote them deserve a share.",
      "A licensing system would give creators a choice, instead of finding out afterwards that their work was taken.",
    ],
    againstArguments: [
      "Learning from existing work is how all creativity works; requiring licences for training could leave AI development to the richest firms.",
      "Identifying and paying millions of individual rights holders would be costly and complex, with tiny payments for most.",
    ],
  },
  {
    key: "global-olympic-host-cities",
    region: "global",
    category: "global",
    language: "en",
    headline: "Cities withdraw Olympic bids over cost concerns",
    source: "AP",
    url: "https://apnews.com/article/olympic-bids-withdrawn-cost-concerns-host-cities-8d1f5b7a2e4c9036",
    title: "Should the Olympic Games rotate between a few permanent host cities?",
    description:
      "Hosting the Olympics often costs far more than planned and can leave unused venues behind. Some propose a small set of permanent host cities with existing facilities, while others value bringing the Games to new regions.",
    forArguments: [
      "Reusing the same venues would end the cycle of white-elephant stadiums and runaway public debt.",
      "Permanent hosts could invest in sustainable facilities and transport that are used for decades.",
    ],
    againstArguments: [
      "Hosting has helped countries showcase themselves and inspire new generations of athletes; fixed hosts would shut out most of the world.",
      "Rich regions would likely end up with the permanent sites, making the Games less global.",
    ],
  },
  {
    key: "bharat-compulsory-voting",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Low turnout in urban constituencies revives debate on compulsory voting",
    source: "The Hindu",
    url: "https://www.thehindu.com/news/national/low-urban-turnout-revives-compulsory-voting-debate/article69012345.ece",
    title: "Should India make voting compulsory in national elections?",
    description:
      "Turnout in many urban constituencies remains well below the national average. Some propose making voting compulsory with small penalties or incentives, as a few countries do; others say the right to vote includes the right not to.",
    forArguments: [
      "When everyone votes, parties have to address the concerns of all citizens, not only those of reliable voting blocs.",
      "Countries with compulsory voting see very high turnout and fewer complaints that results reflect only a motivated minority.",
    ],
    againstArguments: [
      "Penalising non-voters would fall hardest on migrant workers, daily-wage earners and people who cannot get time off.",
      "Accessible polling booths, a way for migrant workers to vote away from home and cleaner voter rolls would raise turnout without coercion.",
    ],
  },
  {
    key: "bharat-simultaneous-elections",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Parliamentary panel examines proposal for simultaneous Lok Sabha and Assembly polls",
    source: "Indian Express",
    url: "https://indianexpress.com/article/india/parliamentary-panel-simultaneous-lok-sabha-assembly-polls-9845612/",
    title: "Should elections to the Lok Sabha and state assemblies be held at the same time?",
    description:
      "Supporters of simultaneous elections say they would cut costs and reduce the time governments spend in campaign mode. Critics worry about federalism, and about what happens when a government falls mid-term.",
    forArguments: [
      "With elections somewhere in the country almost every year, the model code of conduct keeps delaying decisions and development work.",
      "One combined election would save public money and free up the security forces and teachers who are deployed on poll duty.",
    ],
    againstArguments: [
      "State elections let voters judge state governments on state issues; combining them risks national campaigns drowning out local concerns.",
      "If a state government loses its majority mid-term, the fix could mean shortened terms or long periods of central rule.",
    ],
  },
  {
    key: "bharat-upi-merchant-fee",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Payments industry renews call for merchant fees on large UPI transactions",
    source: "Mint",
    url: "https://www.livemint.com/economy/payments-industry-merchant-fee-large-upi-transactions-11719845230147.html",
    title: "Should large merchants pay a small fee on the UPI payments they receive?",
    description:
      "UPI payments currently carry no merchant discount rate, which has helped them spread to the smallest shops. Banks and payment apps say the system needs a revenue model, while others fear a fee could slow adoption.",
    forArguments: [
      "UPI isn't really \"free\": banks and apps bear the cost of running it, and that can't continue forever without investment suffering.",
      "Charging only big retailers above a turnover threshold would protect kirana stores and street vendors.",
    ],
    againstArguments: [
      "Zero-cost payments are the reason a vegetable seller or auto driver accepts UPI; any fee risks pushing people back to cash.",
      "Big merchants would simply pass the fee on to customers through higher prices.",
    ],
  },
  {
    key: "bharat-railways-general-coaches",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Overcrowded general coaches prompt calls to rethink railway priorities",
    source: "Hindustan Times",
    url: "https://www.hindustantimes.com/india-news/overcrowded-general-coaches-railway-priorities-101719876543210.html",
    title: "Should Indian Railways add more general-class coaches before launching new premium trains?",
    description:
      "Unreserved coaches on many long-distance routes run far beyond capacity, especially during festivals. The railways are also investing in faster premium services, and passengers disagree on which should come first.",
    forArguments: [
      "Most train passengers travel in general or sleeper class; they deserve safe, humane conditions before anyone gets a faster ride.",
      "Overcrowding in unreserved coaches leads to injuries and crushes at stations during peak seasons.",
    ],
    againstArguments: [
      "Premium trains win passengers back from airlines and cars, and the revenue they earn can help fund ordinary services.",
      "Both are needed; track capacity, not the number of coaches, is the real bottleneck, and that requires investment across the network.",
    ],
  },
  {
    key: "bharat-stubble-burning-incentives",
    region: "bharat",
    category: "india",
    language: "en",
    headline: "Punjab and Haryana farmers seek payment to stop burning crop stubble",
    source: "Times of India",
    url: "https://timesofindia.indiatimes.com/city/chandigarh/farmers-seek-payment-to-stop-stubble-burning/articleshow/112876543.cms",
    title: "Should farmers be paid not to burn crop stubble instead of being fined?",
    description:
      "Stubble burning after the paddy harvest contributes to winter air pollution across north India. Fines have had limited effect, and some propose paying farmers per acre for managing residue without fire.",
    forArguments: [
      "Machines and labour for clearing stubble cost money, and a small farmer with a narrow window before sowing wheat will choose fire unless the alternative is affordable.",
      "Fines create resentment and are rarely enforced; incentives turn farmers into partners in cleaning the air.",
    ],
    againstArguments: [
      "Paying people not to pollute rewards behaviour the law already prohibits and invites claims that are hard to verify.",
      "The money would be better spent helping farmers move away from water-hungry paddy, which is the root of the problem.",
    ],
  },
  {
    key: "bharat-msp-legal-guarantee",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Farm unions renew demand for a legal guarantee on minimum support prices",
    source: "The Wire",
    url: "https://thewire.in/agriculture/farm-unions-renew-demand-legal-guarantee-msp",
    title: "Should minimum support prices be made a legal guarantee for all notified crops?",
    description:
      "The government announces minimum support prices for over 20 crops, but procurement at those prices is concentrated in a few crops and states. Farm unions want a legal right to MSP; economists disagree on the cost and consequences.",
    forArguments: [
      "An announced price that most farmers never actually receive is not a safety net; a legal guarantee would make it real.",
      "Price security would let farmers invest and diversify away from wheat and rice without fearing a market crash.",
    ],
    againstArguments: [
      "Guaranteeing prices for every notified crop could cost lakhs of crores and leave the government buying produce it cannot store or sell.",
      "Prices fixed above market rates may make Indian produce uncompetitive and encourage overproduction of some crops.",
    ],
  },
  {
    key: "bharat-groundwater-metering",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Falling water tables push states to consider metering farm borewells",
    source: "The Hindu",
    url: "https://www.thehindu.com/sci-tech/energy-and-environment/falling-water-tables-metering-farm-borewells/article69054321.ece",
    title: "Should farm borewells be metered to curb groundwater depletion?",
    description:
      "India extracts more groundwater than any other country, and free or flat-rate electricity for pumps encourages overuse. Metering could measure and price consumption, but many farmers depend on free power to survive.",
    forArguments: [
      "You can't manage what you don't measure; metering would show which areas are overdrawing before the wells run dry.",
      "Pilots that paired meters with a cash rebate for saving power and water have reduced pumping without cutting farmers' incomes.",
    ],
    againstArguments: [
      "Farmers facing debt and erratic monsoons would see meters as the first step towards ending free power.",
      "Recharge structures, crop diversification and drip irrigation address the problem without policing every borewell.",
    ],
  },
  {
    key: "bharat-three-language-formula",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "States differ over the three-language formula in school education",
    source: "Scroll",
    url: "https://scroll.in/article/1078452/states-differ-over-three-language-formula-school-education",
    title: "Should every state follow the three-language formula in schools?",
    description:
      "The three-language formula asks students to learn three languages, including at least two Indian languages. Some states welcome it while others see it as an imposition and prefer a two-language policy.",
    forArguments: [
      "Learning an additional Indian language builds understanding between states and helps young people who move for work or study.",
      "Children pick up languages easily when they are young, and multilingualism has been linked to stronger thinking skills.",
    ],
    againstArguments: [
      "Education is on the concurrent list, and states should decide their language policy according to their own needs.",
      "Many schools lack qualified teachers for a third language; adding one spreads teaching time thinner without real learning.",
    ],
  },
  {
    key: "bharat-court-livestreaming",
    region: "bharat",
    category: "bharat",
    language: "en",
    headline: "Calls grow for live-streaming of proceedings in all High Courts",
    source: "Indian Express",
    url: "https://indianexpress.com/article/india/live-streaming-high-court-proceedings-calls-grow-9851274/",
    title: "Should proceedings in all High Courts be live-streamed?",
    description:
      "The Supreme Court and several High Courts now stream some hearings, while many benches do not. Advocates of transparency want streaming everywhere, but some judges worry about privacy, misleading clips and courtroom theatrics.",
    forArguments: [
      "Open justice is a constitutional value; citizens who can't travel to a courtroom should still be able to watch how cases are heard.",
      "Streaming improves accountability and helps law students and journalists understand the process.",
    ],
    againstArguments: [
      "Short clips taken out of context can go viral and be used to attack judges or litigants.",
      "Cases involving families, children or sexual violence need privacy, and routine streaming may pressure courts to compromise on it.",
    ],
  },
  {
    key: "bharat-board-exams-twice",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "School boards consider letting students take exams twice a year",
    source: "Hindustan Times",
    url: "https://www.hindustantimes.com/education/board-exams-twice-a-year-proposal-101720123456789.html",
    title: "Should school board exams be held twice a year, with students keeping the better score?",
    description:
      "A proposal would let Class 10 and 12 students sit board exams twice in a year and keep their best result. Supporters say it lowers pressure; critics worry about more coaching and longer exam seasons.",
    forArguments: [
      "One bad day shouldn't decide a student's future; a second attempt reduces the fear that drives so much stress.",
      "A second window helps students who were ill or faced a family emergency during the main exam.",
    ],
    againstArguments: [
      "Two exam seasons mean less teaching time and more expense for schools and families.",
      "Students may end up preparing for exams all year round, which could increase pressure rather than reduce it.",
    ],
  },
  {
    key: "bharat-olympics-bid",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Sports bodies weigh the costs and benefits of an Indian Olympic bid",
    source: "PTI",
    url: "https://www.ptinews.com/story/sports/sports-bodies-weigh-costs-benefits-indian-olympic-bid/1712345",
    title: "Should India bid to host the Summer Olympic Games?",
    description:
      "Hosting the Olympics could bring global attention, infrastructure and a push for sport at every level. Critics point to the huge costs of recent Games and say the money would do more for grassroots sport.",
    forArguments: [
      "A home Games would inspire millions of children and force long-overdue investment in sports facilities and coaching.",
      "Transport and housing built for the Games can serve the host city for decades.",
    ],
    againstArguments: [
      "Recent Olympics have run far over budget; the same money could build playgrounds and coaching centres in every district.",
      "India's medal tally shows the gap is at the grassroots, and a two-week event won't close it.",
    ],
  },
  {
    key: "bharat-ai-content-labels",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Draft rules would require platforms to label AI-generated content",
    source: "Mint",
    url: "https://www.livemint.com/technology/draft-rules-platforms-label-ai-generated-content-11720456789012.html",
    title: "Should online platforms in India be required to label all AI-generated content?",
    description:
      "Deepfakes of public figures and voice-cloned scam calls have raised concern about synthetic media. Draft rules would require visible labels and traceable metadata, but industry groups call the requirements too broad.",
    forArguments: [
      "People deserve to know whether a video of a leader or a film star is real before they forward it to the family WhatsApp group.",
      "Labels and metadata make it easier for police to trace fraud and for fact-checkers to respond quickly.",
    ],
    againstArguments: [
      "If even a beauty filter counts as AI, labels will be everywhere and people will stop noticing them.",
      "Bad actors won't label their fakes, so the burden falls on honest creators and small platforms.",
    ],
  },
  {
    key: "bharat-petrol-two-wheeler-phaseout",
    region: "bharat",
    category: "india",
    language: "en",
    headline: "Urban air quality plans propose phasing out new petrol two-wheelers",
    source: "Times of India",
    url: "https://timesofindia.indiatimes.com/city/delhi/urban-air-plans-phase-out-new-petrol-two-wheelers/articleshow/112934567.cms",
    title: "Should sales of new petrol two-wheelers in big cities end by 2035?",
    description:
      "Two-wheelers are the most common vehicles in Indian cities, and electric models are getting cheaper. A phase-out date would send a clear signal but could burden buyers if charging and financing don't keep pace.",
    forArguments: [
      "A clear deadline gives manufacturers and lenders time to plan, and cleaner two-wheelers would cut pollution where people breathe it.",
      "Electric scooters already cost less to run per kilometre, which matters to delivery riders covering > 100 km a day.",
    ],
    againstArguments: [
      "Many riders live in buildings without parking or charging points; a ban before the infrastructure exists would hurt them most.",
      "Battery life and resale value are still uncertain, and the poorest buyers would be pushed into expensive loans.",
    ],
  },
  {
    key: "bharat-private-space-launches",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Private space start-ups seek a bigger share of Indian launch missions",
    source: "The Hindu",
    url: "https://www.thehindu.com/sci-tech/science/private-space-startups-bigger-share-launch-missions/article69087654.ece",
    title: "Should ISRO hand over more routine satellite launches to private companies?",
    description:
      "India has opened the space sector to private firms, and several start-ups are building rockets and satellites. Some argue ISRO should focus on science and exploration while industry takes over routine launches.",
    forArguments: [
      "ISRO's scientists should concentrate on deep-space missions and research, not repeat launches that industry can handle.",
      "A competitive private sector could bring in investment, jobs and export earnings from global satellite customers.",
    ],
    againstArguments: [
      "Space launches involve national security and public money; handing them over too quickly risks failures and dependence on a few firms.",
      "ISRO's low-cost model works; private players may raise prices once they gain market share.",
    ],
  },
  {
    key: "bharat-rooftop-solar-mandate",
    region: "bharat",
    category: "bharat",
    language: "en",
    headline: "States consider mandatory rooftop solar for large buildings",
    source: "Hindustan Times",
    url: "https://www.hindustantimes.com/india-news/states-mandatory-rooftop-solar-large-buildings-101720234567891.html",
    title: "Should rooftop solar be mandatory on new government and commercial buildings?",
    description:
      "Rooftop solar supplies power where it is used and reduces strain on the grid during hot afternoons. A mandate would speed up adoption but add to construction costs, and it depends on reliable net-metering.",
    forArguments: [
      "Large flat roofs on offices, malls and government buildings are wasted space; using them cuts power bills and emissions at once.",
      "Public buildings setting the example would create a steady market for installers and local jobs.",
    ],
    againstArguments: [
      "Net-metering approvals from discoms can take months, so a mandate without fixing the process just creates paperwork.",
      "Some buildings are shaded or structurally unsuited; a flexible target would work better than a blanket rule.",
    ],
  },
  {
    key: "bharat-lakebed-construction",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Bengaluru floods revive debate over construction on lake beds and drains",
    source: "Times of India",
    url: "https://timesofindia.indiatimes.com/city/bengaluru/floods-construction-lake-beds-drains-debate/articleshow/112956789.cms",
    title: "Should cities demolish buildings constructed on lake beds and stormwater drains?",
    description:
      "Urban flooding in several cities has been linked to encroachment on lakes, wetlands and natural drains. Authorities face pressure to clear encroachments, but many of the buildings were approved or regularised in the past.",
    forArguments: [
      "Every monsoon, the water returns to where the lakes used to be; without restoring the drains, the flooding and losses will keep growing.",
      "Repeated amnesties tell developers that breaking zoning rules pays off in the end.",
    ],
    againstArguments: [
      "Many families bought homes in good faith with official approvals; demolition punishes them instead of the officials who signed off.",
      "Better drainage, sponge parks and a strict stop to new encroachments would help without destroying thousands of homes.",
    ],
  },
  {
    key: "bharat-ayushman-outpatient",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Health experts call for outpatient cover under Ayushman Bharat",
    source: "Indian Express",
    url: "https://indianexpress.com/article/india/health-experts-outpatient-cover-ayushman-bharat-9867341/",
    title: "Should Ayushman Bharat cover outpatient care, not just hospital stays?",
    description:
      "The government health insurance scheme covers hospitalisation, but much of what families pay out of pocket goes on doctor visits, tests and medicines. Extending cover would be expensive but could reduce debt caused by illness.",
    forArguments: [
      "Families are pushed into debt by years of diabetes or blood pressure medicine, not only by surgery; cover should reflect that.",
      "Paying for early consultations and tests stops conditions from turning into expensive emergencies.",
    ],
    againstArguments: [
      "Outpatient claims are numerous and small, making fraud harder to detect and administration costlier.",
      "Strengthening free public primary health centres would reach more people than extending insurance cover.",
    ],
  },
  {
    key: "bharat-millets-midday-meals",
    region: "bharat",
    category: "india",
    language: "en",
    headline: "States expand millets in school midday meals",
    source: "PTI",
    url: "https://www.ptinews.com/story/national/states-expand-millets-school-midday-meals/1723456",
    title: "Should millets be served in school midday meals at least three times a week?",
    description:
      "Millets such as ragi, jowar and bajra are rich in nutrients and need less water than rice. Several states have added them to school meals, but acceptance by children and supply chains vary.",
    forArguments: [
      "Millets are rich in iron, fibre and protein, which helps tackle anaemia among schoolchildren.",
      "Steady demand from schools would give farmers in dry regions a reliable market for a climate-resilient crop.",
    ],
    againstArguments: [
      "Food habits differ widely across India; children who don't like the new dishes may simply skip the meal.",
      "Procurement and storage for millets are still limited, so a fixed weekly target could lead to shortages or poor quality.",
    ],
  },
  {
    key: "bharat-distance-based-tolls",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Highway authority tests satellite-based tolling by distance travelled",
    source: "Mint",
    url: "https://www.livemint.com/economy/satellite-based-tolling-distance-travelled-highways-11720678901234.html",
    title: "Should highway tolls be charged by distance travelled instead of at toll plazas?",
    description:
      "Satellite-based tolling would charge vehicles for the exact distance they drive on a highway, removing the need for toll plazas. Supporters cite fairness and smoother traffic; critics raise privacy and accuracy concerns.",
    forArguments: [
      "Someone driving 20 km shouldn't pay the same as someone driving 60 km just because of where a plaza happens to sit.",
      "Removing toll plazas ends queues that waste fuel and time, especially for truck drivers.",
    ],
    againstArguments: [
      "Tracking every vehicle's journey creates a huge location database that could be misused without strong safeguards.",
      "GPS errors in hilly areas and dense cities could lead to wrong charges that are hard to dispute.",
    ],
  },
  {
    key: "bharat-gig-worker-welfare-fund",
    region: "bharat",
    category: "bharat",
    language: "en",
    headline: "More states draft laws for welfare funds for gig and platform workers",
    source: "The Wire",
    url: "https://thewire.in/labour/states-draft-laws-welfare-funds-gig-platform-workers",
    title: "Should platform companies pay a share of each transaction into a welfare fund for gig workers?",
    description:
      "Some states have passed or proposed laws requiring delivery and ride-hailing platforms to contribute a small percentage of each transaction to a fund for workers' insurance and pensions. Companies warn of higher costs and prices.",
    forArguments: [
      "Delivery partners ride through heat, rain & traffic without sick leave; a small levy per order is a fair way to give them basic protection.",
      "A fund run with worker representatives would cover people who move between several apps, which no single company does now.",
    ],
    againstArguments: [
      "A state-by-state levy makes compliance complicated for national platforms and may lead to higher prices for customers.",
      "Without proper registration of workers, the fund may collect money that never reaches the people it was meant for.",
    ],
  },
  {
    key: "bharat-himalayan-hydro",
    region: "bharat",
    category: "India",
    language: "en",
    headline: "Landslides and flash floods renew scrutiny of Himalayan hydropower projects",
    source: "Scroll",
    url: "https://scroll.in/article/1079321/landslides-flash-floods-scrutiny-himalayan-hydropower-projects",
    title: "Should new hydropower projects in the Himalayas be paused until independent safety reviews are done?",
    description:
      "Hydropower is a major source of clean electricity, but projects in fragile Himalayan valleys have faced criticism after floods and landslides. Some want a pause on new projects until geological and disaster risks are reassessed.",
    forArguments: [
      "Tunnelling and blasting in young, unstable mountains can worsen landslides that put whole towns at risk.",
      "A pause costs less than a disaster, and independent reviews would restore trust among local communities.",
    ],
    againstArguments: [
      "Hydropower provides clean electricity that can be ramped up on demand, which the grid needs as coal is phased out.",
      "Blanket pauses hurt hill states' economies; project-by-project safety rules would address risks without stopping development.",
    ],
  },
  {
    key: "bharat-recruitment-exams-online",
    region: "bharat",
    category: "India",
    language: "hi",
    headline: "पेपर लीक के मामलों के बाद भर्ती परीक्षाओं को ऑनलाइन कराने की माँग तेज़",
    source: "Dainik Bhaskar",
    url: "https://www.bhaskar.com/national/news/recruitment-exams-online-demand-after-paper-leaks-133456781.html",
    title: "क्या सरकारी भर्ती परीक्षाएँ पूरी तरह ऑनलाइन कराई जानी चाहिए?",
    description:
      "कई राज्यों में पेपर लीक की घटनाओं के बाद लाखों अभ्यर्थियों की परीक्षाएँ रद्द करनी पड़ी हैं। कुछ लोग कंप्यूटर आधारित परीक्षा को समाधान मानते हैं, जबकि दूसरे ग्रामीण अभ्यर्थियों की पहुँच और तकनीकी गड़बड़ियों को लेकर चिंतित हैं।",
    forArguments: [
      "छपे हुए पेपर कई हाथों से गुज़रते हैं, इसलिए लीक का ख़तरा बना रहता है; ऑनलाइन परीक्षा में हर अभ्यर्थी को सवालों का अलग सेट दिया जा सकता है।",
      "नतीजे जल्दी आएँगे और उत्तर-कुंजी पर आपत्तियाँ भी पारदर्शी तरीके से निपटाई जा सकेंगी।",
    ],
    againstArguments: [
      "गाँवों और छोटे कस्बों के कई अभ्यर्थियों ने कभी कंप्यूटर पर परीक्षा नहीं दी है, उनके साथ यह नाइंसाफ़ी होगी।",
      "ऑनलाइन परीक्षाओं में भी परीक्षा केंद्रों पर रिमोट एक्सेस जैसी धोखाधड़ी पकड़ी गई है; असली ज़रूरत दोषियों पर सख़्त और तेज़ कार्रवाई की है।",
    ],
  },
  {
    key: "bharat-crop-insurance-claims",
    region: "bharat",
    category: "India",
    language: "hi",
    headline: "फसल बीमा के दावों के भुगतान में देरी से किसान परेशान",
    source: "Dainik Jagran",
    url: "https://www.jagran.com/news/national-farmers-worried-delay-crop-insurance-claims-23845671.html",
    title: "क्या फसल बीमा के दावों का भुगतान 30 दिनों के भीतर करना कानूनन अनिवार्य होना चाहिए?",
    description:
      "ओलावृष्टि, सूखे या बाढ़ से फसल खराब होने के बाद कई किसानों को बीमा राशि के लिए महीनों इंतज़ार करना पड़ता है। एक तय समय-सीमा और देरी पर ब्याज का प्रस्ताव है, लेकिन बीमा कंपनियाँ नुकसान के आकलन में लगने वाले समय का हवाला देती हैं।",
    forArguments: [
      "अगली बुवाई के लिए पैसा तुरंत चाहिए; छह महीने बाद मिला मुआवज़ा किसान को साहूकार के कर्ज़ से नहीं बचा पाता।",
      "समय-सीमा तय होगी तो सैटेलाइट और ड्रोन से नुकसान के आकलन जैसी तकनीकें अपनाने का दबाव भी बढ़ेगा।",
    ],
    againstArguments: [
      "जल्दबाज़ी में किए गए आकलन से गलत दावे पास हो सकते हैं, जिससे प्रीमियम बढ़ेगा और आख़िरकार किसान ही घाटे में रहेगा।",
      "देरी की एक बड़ी वजह राज्यों का अपने हिस्से का प्रीमियम समय पर जमा न करना है; पहले उसे ठीक करना ज़रूरी है।",
    ],
  },
  {
    key: "bharat-liquor-prohibition",
    region: "bharat",
    category: "India",
    language: "hi",
    headline: "शराबबंदी पर फिर छिड़ी बहस, महिला संगठनों ने उठाई पूर्ण प्रतिबंध की माँग",
    source: "Dainik Bhaskar",
    url: "https://www.bhaskar.com/local/rajasthan/news/debate-on-liquor-prohibition-womens-groups-demand-ban-133498765.html",
    title: "क्या राज्यों में पूर्ण शराबबंदी लागू की जानी चाहिए?",
    description:
      "कुछ राज्यों में शराबबंदी लागू है, जबकि कई राज्यों की आय का बड़ा हिस्सा शराब पर लगने वाले कर से आता है। समर्थक घरेलू हिंसा और स्वास्थ्य पर असर का हवाला देते हैं, वहीं विरोधी अवैध शराब और राजस्व के नुकसान की चेतावनी देते हैं।",
    forArguments: [
      "शराब की लत का सबसे ज़्यादा नुकसान गरीब परिवारों की महिलाओं और बच्चों को होता है, जिनकी रोज़ी-रोटी की कमाई नशे में उड़ जाती है।",
      "जिन इलाकों में प्रतिबंध लागू हुआ, वहाँ कई महिलाओं ने घरेलू हिंसा और झगड़ों में कमी की बात कही है।",
    ],
    againstArguments: [
      "पूर्ण प्रतिबंध से अवैध और ज़हरीली शराब का धंधा फलता-फूलता है, जिससे हर साल कई जानें जाती हैं।",
      "राज्य को मिलने वाला बड़ा राजस्व ख़त्म हो जाएगा; बेहतर है कि नशामुक्ति केंद्रों और जागरूकता पर ख़र्च बढ़ाया जाए।",
    ],
  },
  {
    key: "bharat-rural-bus-service",
    region: "bharat",
    category: "India",
    language: "hi",
    headline: "हज़ारों गाँवों तक आज भी नहीं पहुँचती सरकारी बस, निजी वाहनों के भरोसे ग्रामीण",
    source: "Amar Ujala",
    url: "https://www.amarujala.com/uttar-pradesh/villages-without-government-bus-service-rural-transport",
    title: "क्या हर ग्राम पंचायत तक सरकारी बस सेवा पहुँचाना अनिवार्य किया जाना चाहिए?",
    description:
      "कई ग्रामीण इलाकों में छात्रों, मरीज़ों और मज़दूरों को ज़िला मुख्यालय तक जाने के लिए महँगे और असुरक्षित निजी वाहनों पर निर्भर रहना पड़ता है। राज्य परिवहन निगम कम सवारियों वाले रूटों को घाटे का सौदा बताते हैं।",
    forArguments: [
      "बस न होने का सबसे ज़्यादा असर लड़कियों की पढ़ाई पर पड़ता है, क्योंकि परिवार उन्हें ठसाठस भरी जीप में भेजने से डरते हैं।",
      "सड़क की तरह बस सेवा भी बुनियादी ढाँचा है; उसे सिर्फ़ मुनाफ़े के पैमाने पर नहीं तौलना चाहिए।",
    ],
    againstArguments: [
      "घाटे में चल रहे परिवहन निगमों पर हर पंचायत का बोझ डालने से मौजूदा रूटों की सेवा भी बिगड़ सकती है।",
      "छोटी इलेक्ट्रिक गाड़ियाँ या माँग पर चलने वाली मिनी बसें कम लागत में बेहतर विकल्प हो सकती हैं।",
    ],
  },
  {
    key: "bharat-heatwave-disaster",
    region: "bharat",
    category: "India",
    language: "hi",
    headline: "भीषण लू से बढ़ती मौतों के बीच इसे आपदा घोषित करने की माँग",
    source: "Amar Ujala",
    url: "https://www.amarujala.com/india-news/demand-to-declare-heatwave-a-notified-disaster",
    title: "क्या लू को अधिसूचित आपदा घोषित किया जाना चाहिए, ताकि पीड़ितों को राहत कोष से मदद मिले?",
    description:
      "बाढ़ और चक्रवात जैसी आपदाओं में पीड़ितों को राहत कोष से मदद मिलती है, लेकिन लू अभी राष्ट्रीय स्तर पर अधिसूचित आपदाओं की सूची में शामिल नहीं है। कुछ राज्य अपने स्तर पर मुआवज़ा देते हैं, पर उनके नियम अलग-अलग हैं।",
    forArguments: [
      "खेतिहर मज़दूर, रेहड़ी वाले और निर्माण श्रमिक धूप में काम करने को मजबूर हैं; लू से मौत होने पर उनके परिवार को भी वही मदद मिलनी चाहिए जो बाढ़ पीड़ितों को मिलती है।",
      "आपदा का दर्जा मिलने से अस्पतालों में कूलिंग वार्ड, प्याऊ और काम के घंटे बदलने जैसी तैयारियों के लिए बजट मिल सकेगा।",
    ],
    againstArguments: [
      "लू से हुई मौत की पुष्टि करना मुश्किल है, इसलिए मुआवज़े के दावों पर विवाद और गड़बड़ी की आशंका रहेगी।",
      "असली ज़रूरत हर ज़िले में हीट एक्शन प्लान को ज़मीन पर लागू करने की है, न कि सिर्फ़ सूची में एक नाम जोड़ने की।",
    ],
  },
  {
    key: "bharat-medical-education-hindi",
    region: "bharat",
    category: "India",
    language: "hi",
    headline: "मेडिकल और इंजीनियरिंग की पढ़ाई हिंदी में कराने की पहल पर छात्रों की राय बँटी",
    source: "Dainik Jagran",
    url: "https://www.jagran.com/news/education-medical-engineering-studies-in-hindi-students-divided-23867234.html",
    title: "क्या मेडिकल और इंजीनियरिंग की पढ़ाई हिंदी समेत भारतीय भाषाओं में भी होनी चाहिए?",
    description:
      "कुछ राज्यों ने मेडिकल और इंजीनियरिंग की किताबें हिंदी में तैयार कराई हैं, ताकि हिंदी माध्यम से पढ़े छात्रों को कठिनाई न हो। आलोचकों का कहना है कि शोध, नौकरियों और अंतरराष्ट्रीय अवसरों के लिए अंग्रेज़ी ज़रूरी बनी रहेगी।",
    forArguments: [
      "गाँव से आया होनहार छात्र अक्सर विषय की वजह से नहीं, बल्कि अंग्रेज़ी की वजह से पिछड़ जाता है; अपनी भाषा में पढ़कर वह अवधारणाएँ बेहतर समझेगा।",
      "जापान, जर्मनी और चीन जैसे देश अपनी भाषा में उच्च शिक्षा देते हैं और विज्ञान में आगे हैं।",
    ],
    againstArguments: [
      "मेडिकल शोध और नई किताबें लगभग पूरी तरह अंग्रेज़ी में आती हैं; अनुवाद हमेशा पीछे रहेगा।",
      "डॉक्टर और इंजीनियर देश के अलग-अलग राज्यों और विदेश में काम करते हैं, इसलिए सिर्फ़ हिंदी में पढ़े छात्रों के अवसर सीमित हो सकते हैं।",
    ],
  },
  {
    key: "bharat-kolkata-tram",
    region: "bharat",
    category: "India",
    language: "bn",
    headline: "কলকাতার ট্রাম কি শুধুই স্মৃতি হয়ে যাবে? একের পর এক রুট বন্ধে উদ্বেগ",
    source: "Anandabazar Patrika",
    url: "https://www.anandabazar.com/west-bengal/kolkata/future-of-kolkata-tram-services-raises-concern/cid/1523456",
    title: "কলকাতার ট্রাম পরিষেবা কি শহরের ঐতিহ্য হিসেবে চালু রাখা উচিত?",
    description:
      "দেশের একমাত্র সচল ট্রাম ব্যবস্থার বেশিরভাগ রুট ইতিমধ্যে বন্ধ হয়ে গিয়েছে। প্রশাসনের যুক্তি, ট্রাম যানজট বাড়ায়; অন্য দিকে নাগরিক সংগঠনগুলি একে দূষণহীন গণপরিবহণ ও শহরের পরিচয় বলে মনে করে।",
    forArguments: [
      "ট্রাম বিদ্যুতে চলে, ধোঁয়া ছাড়ে না; দূষণে জর্জরিত শহরে এমন পরিবহণ তুলে দেওয়া মানে উল্টো পথে হাঁটা।",
      "মেলবোর্ন বা লিসবনের মতো শহর ট্রামকে আধুনিক করে পর্যটনের আকর্ষণ বানিয়েছে, কলকাতাও তা পারে।",
    ],
    againstArguments: [
      "সরু রাস্তায় ট্রামলাইন যানজট বাড়ায় আর দুর্ঘটনার ঝুঁকি তৈরি করে, ফলে রোজকার যাত্রীদের সময় নষ্ট হয়।",
      "পুরনো ট্রাম রক্ষণাবেক্ষণের খরচে বরং আরও বেশি বাস চালানো ও মেট্রোর সংযোগ বাড়ানো যায়।",
    ],
  },
  {
    key: "bharat-sundarbans-mangroves",
    region: "bharat",
    category: "India",
    language: "bn",
    headline: "ঘূর্ণিঝড়ে বারবার বাঁধ ভাঙছে সুন্দরবনে, ম্যানগ্রোভ দিয়ে উপকূল রক্ষার প্রস্তাব",
    source: "Sangbad Pratidin",
    url: "https://www.sangbadpratidin.in/kolkata/sundarbans-embankment-mangrove-coastal-protection-proposal/",
    title: "সুন্দরবনে কংক্রিটের বাঁধের বদলে ম্যানগ্রোভ দিয়ে উপকূল রক্ষায় কি বেশি জোর দেওয়া উচিত?",
    description:
      "প্রতিটি বড় ঘূর্ণিঝড়ে সুন্দরবনের মাটির বাঁধ ভেঙে নোনা জল গ্রামে ও চাষের জমিতে ঢুকে পড়ে। বিশেষজ্ঞদের একাংশ ম্যানগ্রোভ রোপণকে দীর্ঘমেয়াদি সমাধান বলছেন, আবার অনেকে কংক্রিটের বাঁধকেই বেশি নির্ভরযোগ্য মনে করেন।",
    forArguments: [
      "ম্যানগ্রোভ ঢেউয়ের শক্তি কমিয়ে দেয়, নিজে থেকেই বেড়ে ওঠে, আর মাছ ও কাঁকড়ার আশ্রয় হয়ে স্থানীয় মানুষের রোজগারও বাড়ায়।",
      "কংক্রিটের বাঁধ তৈরিতে বিপুল খরচ, আর নরম পলিমাটিতে সেগুলিও বসে যায় বা ফেটে যায়।",
    ],
    againstArguments: [
      "নতুন ম্যানগ্রোভ বড় হতে বহু বছর লাগে; তত দিন গ্রামের মানুষকে ঝড়ের মুখে অরক্ষিত রাখা যায় না।",
      "যেখানে বসতি একেবারে নদীর ধারে, সেখানে শক্তপোক্ত বাঁধ ছাড়া জমি ও ঘরবাড়ি রক্ষা করা সম্ভব নয়।",
    ],
  },
  {
    key: "bharat-hilsa-fishing-ban",
    region: "bharat",
    category: "India",
    language: "bn",
    headline: "ইলিশের জোগান কমছে, প্রজনন মরসুমে মাছ ধরায় নিষেধাজ্ঞা কড়া করার দাবি",
    source: "Bartaman",
    url: "https://bartamanpatrika.com/detail/hilsa-catch-declines-demand-stricter-breeding-season-ban",
    title: "ইলিশ রক্ষায় প্রজনন মরসুমে মাছ ধরার নিষেধাজ্ঞা কি আরও কড়া করা উচিত?",
    description:
      "নদী ও সমুদ্রে ইলিশের জোগান কমায় চিন্তিত মৎস্য দফতর। প্রতিবেশী বাংলাদেশের মতো কঠোর নিষেধাজ্ঞা ও জেলেদের ক্ষতিপূরণের প্রস্তাব উঠেছে, তবে মৎস্যজীবীদের একাংশ রোজগার হারানোর আশঙ্কা করছেন।",
    forArguments: [
      "খোকা ইলিশ ধরা বন্ধ না হলে কয়েক বছরের মধ্যেই বাঙালির পাত থেকে ইলিশ প্রায় হারিয়ে যাবে।",
      "বাংলাদেশে কড়া নিষেধাজ্ঞার পাশাপাশি জেলেদের খাদ্যসহায়তা দেওয়ায় ইলিশের উৎপাদন বেড়েছে বলে জানা যায়।",
    ],
    againstArguments: [
      "নিষেধাজ্ঞার সময় পর্যাপ্ত ক্ষতিপূরণ না পেলে গরিব মৎস্যজীবী পরিবার কী খাবে, সেই প্রশ্নের উত্তর আগে দিতে হবে।",
      "ইলিশ কমার বড় কারণ নদীর দূষণ, পলি জমা আর জলপ্রবাহ কমে যাওয়া; শুধু জেলেদের উপর দায় চাপানো অন্যায়।",
    ],
  },
  {
    key: "bharat-bengali-signboards",
    region: "bharat",
    category: "India",
    language: "bn",
    headline: "দোকান ও অফিসের সাইনবোর্ডে বাংলা বাধ্যতামূলক করার প্রস্তাব ঘিরে বিতর্ক",
    source: "Anandabazar Patrika",
    url: "https://www.anandabazar.com/west-bengal/proposal-to-make-bengali-mandatory-on-signboards-sparks-debate/cid/1524789",
    title: "দোকান ও অফিসের সাইনবোর্ডে কি বাংলা ভাষা বাধ্যতামূলক করা উচিত?",
    description:
      "মহারাষ্ট্র ও কর্নাটকের মতো কয়েকটি রাজ্যে সাইনবোর্ডে স্থানীয় ভাষা ব্যবহারের নিয়ম রয়েছে। পশ্চিমবঙ্গেও এমন নিয়মের দাবি উঠেছে; ব্যবসায়ীদের একাংশ অবশ্য বাড়তি খরচ ও জোর খাটানোর অভিযোগ তুলছেন।",
    forArguments: [
      "নিজের রাজ্যে নিজের ভাষায় দোকানের নাম পড়তে পারা কোনও বাড়াবাড়ি দাবি নয়, বিশেষত যাঁরা ইংরেজি পড়তে পারেন না তাঁদের জন্য।",
      "অন্য ভাষার পাশাপাশি বাংলা রাখার নিয়ম হলে কারও ভাষা বাদ যায় না, শুধু স্থানীয় ভাষার মর্যাদা বাড়ে।",
    ],
    againstArguments: [
      "কলকাতা বহু ভাষার শহর; আইন করে ভাষা চাপানোর চেয়ে উৎসাহ দেওয়াই ভাল।",
      "নতুন বোর্ড বানানোর খরচ ছোট ব্যবসায়ীদের ঘাড়ে চাপবে, আর জরিমানার ভয় দুর্নীতির সুযোগ তৈরি করতে পারে।",
    ],
  },
  {
    key: "bharat-english-medium-govt-schools",
    region: "bharat",
    category: "India",
    language: "bn",
    headline: "সরকারি স্কুলে ইংরেজি মাধ্যম চালুর দাবি, বাংলা মাধ্যমের ভবিষ্যৎ নিয়ে উদ্বেগ শিক্ষাবিদদের",
    source: "Sangbad Pratidin",
    url: "https://www.sangbadpratidin.in/education/demand-english-medium-sections-government-schools/",
    title: "সরকারি স্কুলে কি প্রথম শ্রেণি থেকেই ইংরেজি মাধ্যমের বিকল্প রাখা উচিত?",
    description:
      "ইংরেজি মাধ্যমে পড়ানোর জন্য অনেক অভিভাবক সরকারি স্কুল ছেড়ে খরচসাপেক্ষ বেসরকারি স্কুলে সন্তানদের ভর্তি করছেন। তাই সরকারি স্কুলে ইংরেজি মাধ্যম চালুর প্রস্তাব উঠেছে, যদিও শিক্ষাবিদদের একাংশ মাতৃভাষায় প্রাথমিক শিক্ষার পক্ষে।",
    forArguments: [
      "গরিব পরিবারের সন্তানও যাতে ইংরেজিতে স্বচ্ছন্দ হয়ে চাকরির বাজারে পিছিয়ে না পড়ে, সেই সুযোগ সরকারি স্কুলেই দেওয়া উচিত।",
      "এটা বাধ্যতামূলক নয়, বিকল্প মাত্র; কোন মাধ্যমে পড়বে সেটা অভিভাবকরাই ঠিক করবেন।",
    ],
    againstArguments: [
      "গবেষণা বলে, শিশু মাতৃভাষায় সবচেয়ে ভাল শেখে; প্রথম শ্রেণি থেকে অচেনা ভাষায় পড়লে অনেকেই বিষয়টাই বুঝবে না।",
      "প্রশিক্ষিত ইংরেজি শিক্ষক ছাড়া এই উদ্যোগ নামেই ইংরেজি মাধ্যম হবে, আর বাংলা মাধ্যম আরও দুর্বল হয়ে পড়বে।",
    ],
  },
];
