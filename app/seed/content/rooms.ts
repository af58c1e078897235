// Demo live debate rooms; room_1 is the finished competition summarised in seedCompetition.
import type { MeasuredMetrics, ParticipantMetrics } from "~/models/competition";

import type { SeedLiveRoom } from "./types";

export const seedLiveRooms: SeedLiveRoom[] = [
  {
    id: "room_1",
    title: "Should AI-generated political ads be banned before elections?",
    description:
      "Eight citizens debated whether synthetic political ads should be banned in the final weeks of a campaign. The competition has ended; read the result and the most valuable argument.",
    category: "global",
    isLive: false,
    maxParticipants: 16,
    sessionDuration: 60,
    sessionPrice: 500,
    startsInHours: -30,
  },
  {
    id: "room_2",
    title: "Should India make voting compulsory?",
    description:
      "A live discussion on turnout, penalties and the right not to vote, with voices from cities and villages.",
    category: "bharat",
    isLive: true,
    maxParticipants: 30,
    sessionDuration: 60,
    sessionPrice: 500,
    startsInHours: -1,
  },
  {
    id: "room_3",
    title: "Gig workers: employees or independent contractors?",
    description:
      "Riders, drivers and small business owners debate flexibility, sick pay and who should carry the cost.",
    category: "global",
    isLive: true,
    maxParticipants: 12,
    sessionDuration: 30,
    sessionPrice: 500,
    startsInHours: 0,
  },
  {
    id: "room_4",
    title: "Kolkata's trams: heritage worth saving or a traffic problem?",
    description:
      "Commuters, planners and heritage lovers discuss whether the city's trams have a future. Bengali and English both welcome.",
    category: "bharat",
    isLive: false,
    maxParticipants: 20,
    sessionDuration: 30,
    sessionPrice: 500,
    startsInHours: 6,
  },
  {
    id: "room_5",
    title: "Carbon border taxes: climate tool or trade barrier?",
    description:
      "Exporters, economists and climate campaigners weigh whether border levies cut emissions or shift the burden onto developing countries.",
    category: "global",
    isLive: false,
    maxParticipants: 50,
    sessionDuration: 60,
    sessionPrice: 500,
    startsInHours: 24,
  },
  {
    id: "room_6",
    title: "Should MSP become a legal guarantee for farmers?",
    description: "A small-group debate on price security, procurement costs and crop diversification.",
    category: "bharat",
    isLive: false,
    maxParticipants: 8,
    sessionDuration: 30,
    sessionPrice: 500,
    startsInHours: 72,
  },
];

/** A demo participant's metrics (the competition domain's one shape), the citizen standing for the user. */
interface SeedCompetitionParticipant extends MeasuredMetrics {
  citizen: number;
  position: ParticipantMetrics["position"];
}

interface SeedCompetition {
  roomId: "room_1";
  scoringMethod: "comprehensive";
  resultSummary: string;
  mvpMessage: string;
  participants: SeedCompetitionParticipant[];
}

export const seedCompetition: SeedCompetition = {
  roomId: "room_1",
  scoringMethod: "comprehensive",
  resultSummary:
    "The debate opened evenly, with the oppose side arguing that almost every modern ad uses some AI editing and that a ban would be impossible to define. The support side gained ground by narrowing its proposal to realistic synthetic depictions of real people in the final two weeks of a campaign, which answered the definition problem directly. It also backed its case with evidence on how long fact-checks take compared with how quickly clips spread on messaging apps. Peer ratings and factual accuracy scores favoured the support side, which won a close contest.",
  mvpMessage:
    "A fake video released 72 hours before polling day will reach millions of phones before any fact-check is published. We are not asking to ban editing software; we are asking that no campaign may show a real person saying or doing something they never did in the last fourteen days of an election.",
  participants: [
    {
      citizen: 18,
      position: "support",
      totalMessages: 14,
      likesReceived: 47,
      peerRating: 4.7,
      responseTime: 42,
      qualityScore: 94,
      factualAccuracy: 92,
      argumentStrength: 95,
    },
    {
      citizen: 4,
      position: "support",
      totalMessages: 11,
      likesReceived: 33,
      peerRating: 4.3,
      responseTime: 65,
      qualityScore: 86,
      factualAccuracy: 90,
      argumentStrength: 84,
    },
    {
      citizen: 5,
      position: "support",
      totalMessages: 9,
      likesReceived: 28,
      peerRating: 4.2,
      responseTime: 88,
      qualityScore: 83,
      factualAccuracy: 95,
      argumentStrength: 80,
    },
    {
      citizen: 37,
      position: "support",
      totalMessages: 7,
      likesReceived: 15,
      peerRating: 3.8,
      responseTime: 121,
      qualityScore: 74,
      factualAccuracy: 78,
      argumentStrength: 71,
    },
    {
      citizen: 1,
      position: "oppose",
      totalMessages: 15,
      likesReceived: 39,
      peerRating: 4.4,
      responseTime: 35,
      qualityScore: 88,
      factualAccuracy: 84,
      argumentStrength: 90,
    },
    {
      citizen: 34,
      position: "oppose",
      totalMessages: 10,
      likesReceived: 26,
      peerRating: 4.1,
      responseTime: 72,
      qualityScore: 81,
      factualAccuracy: 86,
      argumentStrength: 79,
    },
    {
      citizen: 10,
      position: "oppose",
      totalMessages: 12,
      likesReceived: 19,
      peerRating: 3.6,
      responseTime: 54,
      qualityScore: 70,
      factualAccuracy: 66,
      argumentStrength: 73,
    },
    {
      citizen: 32,
      position: "oppose",
      totalMessages: 6,
      likesReceived: 11,
      peerRating: 3.3,
      responseTime: 160,
      qualityScore: 62,
      factualAccuracy: 71,
      argumentStrength: 58,
    },
  ],
};
