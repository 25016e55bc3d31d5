import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import messagesEn from '../i18n/messages.en';
import messagesFr from '../i18n/messages.fr';
import { refusal } from '../lib/http';
import { submitted } from './EditDialog';

/** What react-admin's input shows for a form error written with its arguments. */
function shown(error: string, language: 'en' | 'fr') {
  const { message, args } = JSON.parse(error.replace('@@react-admin@@', ''));
  const i18n = polyglotI18nProvider(() => (language === 'en' ? messagesEn : messagesFr), language);
  return i18n.translate(message, args);
}

describe('a refused settings edit', () => {
  it('says the real wait of a 429 on the first field, in both languages', async () => {
    const limited = refusal(429, {
      status_message: 'TOO_MANY_REQUESTS',
      retry_after: 3001,
    } as Parameters<typeof refusal>[1]);
    const errors = await submitted(() => Promise.reject(limited), 'email_phone_number');
    const error = errors?.email_phone_number ?? '';
    expect(error.startsWith('@@react-admin@@')).toBe(true);
    // 3,001 seconds: 51 minutes, never "a moment".
    expect(shown(error, 'en')).toBe('Too many attempts. Please try again in 51 min.');
    expect(shown(error, 'fr')).toBe('Trop de tentatives. Réessayez dans 51 min.');
  });

  it("names the server's refused fields, or says the edit failed", async () => {
    const refused = refusal(400, {
      status_message: 'BAD',
      errors: { code: 'status.INVALID_CODE' },
    } as Parameters<typeof refusal>[1]);
    expect(await submitted(() => Promise.reject(refused), 'code')).toEqual({
      code: 'status.INVALID_CODE',
    });
    const failed = refusal(500, { status_message: 'FAIL' });
    expect(await submitted(() => Promise.reject(failed), 'code')).toEqual({
      code: 'resources.settings.failed',
    });
    expect(await submitted(() => Promise.resolve({}), 'code')).toBeUndefined();
  });
});
