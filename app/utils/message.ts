/**
 * A translation key and its values: what models and schemas say to a person. The doors
 * (page actions, API routes) turn it into text in the visitor's language.
 */
export type Message = { key: string; values?: Record<string, string | number> };
export type FieldErrors = Partial<Record<string, Message>>;
