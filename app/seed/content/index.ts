// Re-exports all hand-written demo content for the seed.
export * from "./debates";
export * from "./debate-translations";
export * from "./citizens";
export * from "./experts";
export * from "./civic";
export * from "./policy";
export * from "./rooms";
export * from "./campaigns";
