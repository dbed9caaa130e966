/** The longest an e-mail address can be (RFC 5321's limit on a path), in every form. */
export const MAX_EMAIL_LENGTH = 254;
