/** The longest full name and email an account form accepts (seed 000 section 4). */
export const FULL_NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 64;
