/** Length limits of the account forms (sections 5 and 9). Bounds are inclusive. */
export const PASSWORD_LENGTH = { min: 4, max: 12 } as const;
export const EMAIL_MAX_LENGTH = 35;
/** First name and last name at sign-up. */
export const NAME_MAX_LENGTH = 35;
export const SIGNUP_PHONE_MAX_LENGTH = 10;

/** A tracking search runs only when the guide number is longer than this. */
export const TRACKING_GUIDE_MIN_LENGTH_EXCLUSIVE = 6;
/** Postal-code search triggers at 3 to 7 characters. */
export const POSTAL_SEARCH_LENGTH = { min: 3, max: 7 } as const;

export const DEFAULT_COUNTRY_CODE = 'MX';

/** Whether a tracking search may run: more than 6 characters once surrounding spaces are trimmed. */
export function isTrackableGuide(guide: string | null | undefined): boolean {
  return (guide?.trim().length ?? 0) > TRACKING_GUIDE_MIN_LENGTH_EXCLUSIVE;
}

/** Whether a postal-code search should run: 3 to 7 characters once trimmed. */
export function isPostalSearchTerm(term: string | null | undefined): boolean {
  const length = term?.trim().length ?? 0;
  return length >= POSTAL_SEARCH_LENGTH.min && length <= POSTAL_SEARCH_LENGTH.max;
}

/** Password length 4 to 12 (sign-in, sign-up, reset). Not trimmed: spaces are part of a password. */
export function isValidPasswordLength(password: string): boolean {
  return password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max;
}
