/**
 * Demo content for common ground (docs/common-ground.md): for two voted demo debates, more
 * arguments on each side and arguments both sides can accept, so that the seed's reactions show a
 * recognisable picture after `npm start`: two groups, the supporters and the opponents of the
 * motion, who disagree on the sided arguments and agree on the bridging ones.
 */
interface CommonGroundDemo {
  /** A debate of debates.ts (one that gets votes: not among the first UNVOTED_DEBATES). */
  key: string;
  for: string[];
  against: string[];
  /** Arguments both groups mostly agree with. */
  bridging: string[];
}

export const seedCommonGroundDemos: CommonGroundDemo[] = [
  {
    key: "global-pandemic-accord",
    for: [
      "Poorer countries will keep hiding outbreaks if reporting one only brings travel bans and no vaccines.",
      "A fixed share for low-income countries is cheaper for everyone than letting a virus spread and mutate there.",
    ],
    against: [
      "A binding quota overrides national parliaments on a matter they should decide themselves.",
      "Sharing rules belong in flexible guidance that can change with the science, not in a treaty.",
    ],
    bridging: [
      "Whatever the rules, genetic data on a new pathogen should be published within days, not months.",
      "Health workers in every country should be the first to receive vaccines in a pandemic.",
    ],
  },
  {
    key: "global-carbon-border-tax",
    for: [
      "A price on imported carbon protects the jobs of factories that already pay for their emissions.",
      "Border charges have already pushed several exporting countries to start their own carbon pricing.",
    ],
    against: [
      "The revenue goes to rich importing countries' budgets instead of helping exporters decarbonise.",
      "Measuring embedded emissions is so uncertain that the charge will often be arbitrary.",
    ],
    bridging: [
      "Any border charge should come with support for small exporters to measure and cut their emissions.",
      "Emissions data used for such charges should be public and checked by independent auditors.",
    ],
  },
];
