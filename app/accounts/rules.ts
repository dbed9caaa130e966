// The auth form's rules, apart from the zod schema that
// checks them, so that the screen's island does not carry zod for a number.

export const MIN_PASSWORD_LENGTH = 6;

export type AuthMode = "login" | "signup";
