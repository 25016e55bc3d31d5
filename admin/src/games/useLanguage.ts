import { useLocaleState } from 'react-admin';

/** The manager's language, for the texts a record holds in both (titles, labels). */
export function useLanguage(): 'fr' | 'en' {
  const [locale] = useLocaleState();
  return locale === 'fr' ? 'fr' : 'en';
}
