/** What a sensitive console action answers (403) when the password was last typed too long ago. */
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password again to continue.'
