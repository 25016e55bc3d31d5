import { Type } from 'typebox';

/**
 * ?username= of the calls about one account. Checked by the domain, which
 * names a missing or unreadable identifier with the spec's
 * INVALID_EMAIL_PHONE_NUMBER: only its type here.
 */
export const usernameQuery = Type.Object({
  username: Type.Optional(
    Type.String({ description: 'an e-mail address or a phone number (+237 optional)' }),
  ),
});
