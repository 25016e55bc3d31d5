import { catalogs, type Messages, t } from '@quiz/shared/i18n';
import { authCatalogs } from '@quiz/shared/i18n/auth';
import { moneyCatalogs } from '@quiz/shared/i18n/money';
import { offlineCatalogs } from '@quiz/shared/i18n/offline';
import { playCatalogs } from '@quiz/shared/i18n/play';
import { preferencesCatalogs } from '@quiz/shared/i18n/preferences';
import { settingsCatalogs } from '@quiz/shared/i18n/settings';
import { socialCatalogs } from '@quiz/shared/i18n/social';
import type { Language } from './admin-session';

export type Say = (key: string, params?: Record<string, string | number>) => string;

/**
 * The player site's words in `lang`: its catalog with the sections its screens bring
 * (sign-in, play, money, settings, friends, preferences, offline), laid over it as the
 * site lays them.
 */
export function playerWords(lang: Language): Say {
  const messages = Object.assign(
    {},
    catalogs[lang],
    authCatalogs[lang],
    playCatalogs[lang],
    moneyCatalogs[lang],
    settingsCatalogs[lang],
    socialCatalogs[lang],
    preferencesCatalogs[lang],
    offlineCatalogs[lang],
  ) as unknown as Messages;
  return (key, params) => {
    const text = t(messages, key, params);
    // An unknown key comes back as itself: a journey must not match it by chance.
    if (text === key) throw new Error(`no text "${key}" in the ${lang} catalogs`);
    return text;
  };
}

/** `text` as a pattern of itself. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern of a catalog text, the placeholders it was said without matching anything:
 * `pattern(say('play.question_of', { rank: 1 }))` matches "Question 1/10".
 */
export function pattern(text: string, anchored = true): RegExp {
  const body = text
    .split(/\{\w+\}/)
    .map(escaped)
    .join('.+?');
  return anchored ? new RegExp(`^${body}$`) : new RegExp(body);
}
