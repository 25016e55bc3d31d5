import { Link, useLocation } from 'wouter-preact';
import { useLang, useT } from '../../lib/i18n';
import { loginPath, registrationPath } from '../../lib/nav';
import { changeLanguage, session } from '../../lib/session';
import { COMPANY_SITE, COPYRIGHT_START } from '../../lib/site';
import { useStore } from '../../lib/store';
import styles from './Footer.module.css';

/** Site links, the three admin phone numbers and mail from population, company site, copyright. */
export default function Footer() {
  const t = useT();
  const lang = useLang();
  const [pathname] = useLocation();
  const player = useStore(session, (state) => state.status === 'player');
  const population = useStore(session, (state) => state.population);
  const here = pathname + location.search;
  const phones = population
    ? [population.admin_phone1, population.admin_phone2, population.admin_phone3].filter(Boolean)
    : [];
  const other = lang === 'fr' ? 'en' : 'fr';
  const year = Math.max(COPYRIGHT_START, new Date().getFullYear());
  return (
    <footer class={styles.footer}>
      <div class={styles.inner}>
        <nav aria-label={t('shell.footer_nav')}>
          <ul class={styles.links}>
            <li>
              <Link href="/help">{t('shell.help')}</Link>
            </li>
            <li>
              <Link href="/categories">{t('shell.categories')}</Link>
            </li>
            <li>
              <Link href="/explore">{t('shell.explore')}</Link>
            </li>
            <li>
              <Link href="/explore-challenges">{t('shell.explore_challenges')}</Link>
            </li>
            {player ? (
              <>
                <li>
                  <Link href="/settings">{t('shell.settings')}</Link>
                </li>
                <li>
                  <Link href="/logout">{t('actions.logout')}</Link>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Link href={loginPath(here)}>{t('actions.login')}</Link>
                </li>
                <li>
                  <Link href={registrationPath(here)}>{t('actions.register')}</Link>
                </li>
              </>
            )}
            <li>
              <Link href="/search">{t('actions.search')}</Link>
            </li>
            <li>
              <Link href="/terms-&-conditions">{t('shell.terms')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 class="visually-hidden">{t('shell.contact_us')}</h2>
          <ul class={styles.contact}>
            {phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone}`}>{t('shell.call', { phone })}</a>
              </li>
            ))}
            {population?.admin_email && (
              <li>
                <a href={`mailto:${population.admin_email}`}>{population.admin_email}</a>
              </li>
            )}
            <li>
              <a href={COMPANY_SITE} rel="noopener">
                {t('shell.company_site')}
              </a>
            </li>
            <li>
              <button
                type="button"
                class={styles.lang}
                lang={other}
                onClick={() => changeLanguage(other)}
              >
                {t(`languages_native.${other}`)}
              </button>
            </li>
          </ul>
        </div>
        <p class={styles.copyright}>{t('shell.copyright', { year })}</p>
      </div>
    </footer>
  );
}
