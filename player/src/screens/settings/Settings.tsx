import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { formatDate } from '@quiz/shared/format';
import { LANGUAGES, type Language } from '@quiz/shared/types';
import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { http } from '../../lib/api';
import { pick, type Translate, useLang } from '../../lib/i18n';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { changeLanguage, keepDetails, session, toggleTheme } from '../../lib/session';
import { shareLink } from '../../lib/share';
import { useStore } from '../../lib/store';
import { useSettingsT } from '../../lib/texts/settings';
import { theme } from '../../lib/theme';
import { useTitle } from '../../lib/use-title';
import { ContactDialog } from './ContactDialog';
import { DeleteAccount } from './DeleteAccount';
import {
  BirthdayDialog,
  CountryDialog,
  GenderDialog,
  PasswordDialog,
  PlayerNameDialog,
} from './EditDialogs';
import { ProfileHeader } from './ProfileHeader';
import { Receipts } from './Receipts';
import { ResponsiblePlay } from './ResponsiblePlay';
import styles from './Settings.module.css';

/** The account rows that open an edit; language is chosen in place. */
const DIALOGS = {
  player_name: PlayerNameDialog,
  contact: ContactDialog,
  birthday: BirthdayDialog,
  gender: GenderDialog,
  country: CountryDialog,
  password: PasswordDialog,
};
type Editing = keyof typeof DIALOGS;

/** Each row's label and what it shows now ('' when not set). */
function rows(profile: OwnProfile, t: Translate, lang: Language): [Editing, string, string][] {
  const born = profile.birthday;
  return [
    ['player_name', t('labels.player_name'), profile.player_name ?? ''],
    // An account may hold both; each signs in.
    [
      'contact',
      t('settings.contact'),
      [profile.email, profile.phone_number].filter(Boolean).join(' · '),
    ],
    [
      'birthday',
      t('labels.birthday'),
      born ? formatDate(new Date(born.year, born.month - 1, born.day), lang) : '',
    ],
    ['gender', t('labels.gender'), profile.gender ? t(`genders.${profile.gender}`) : ''],
    ['country', t('labels.country'), pick(profile.country, 'name', lang)],
    ['password', t('settings.password'), '••••••••'],
  ];
}

/**
 * Settings (spec section 2): who I am, my account's rows, my preferences,
 * responsible play and deleting the account.
 */
export default function Settings() {
  const t = useSettingsT();
  const lang = useLang();
  useTitle('screens.settings');
  const dark = useStore(theme, (state) => state.dark);
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  useEffect(() => {
    http.get<OwnProfile>(api.me.profile()).then(setProfile, () => {});
  }, []);

  /** The profile as the server now has it; the header shows the same name and picture. */
  const changed = (next: OwnProfile) => {
    setProfile(next);
    const details = session.get().details;
    if (details) {
      keepDetails({ ...details, player_name: next.player_name, profile_pic: next.profile_pic });
    }
  };
  const saved = (answer: MeUpdated) => {
    const wasPassword = editing === 'password';
    setEditing(null);
    changed(answer.profile);
    notify(wasPassword ? 'settings.password_changed' : 'settings.saved');
  };
  async function flip(index: 'sound' | 'notifications', value: boolean) {
    try {
      const answer = await http.put<MeUpdated>(api.me.update({ index, field: 'settings' }), {
        value,
      });
      setProfile(answer.profile);
    } catch {
      notify('shell.something_wrong', 'error');
    }
  }

  if (!profile) {
    return (
      <section class="page" aria-labelledby="settings-title">
        <h1 id="settings-title">{t('screens.settings')}</h1>
        <Skeleton height={240} />
      </section>
    );
  }
  const toggle = (label: string, checked: boolean, onChange: () => void) => (
    <label class={styles.toggle}>
      {label}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={onChange}
      />
    </label>
  );
  const Dialog = editing ? DIALOGS[editing] : null;

  return (
    <section class="page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('screens.settings')}</h1>
      <ProfileHeader t={t} profile={profile} onChange={changed} />
      <div class={styles.links}>
        <button
          type="button"
          class="button button-ghost"
          onClick={() =>
            void shareLink({
              title: profile.player_name ?? t('app.name'),
              text: t('settings.share_text'),
              url: `${location.origin}/user-profile/${profile.id}`,
            })
          }
        >
          {t('settings.share_profile')}
        </button>
        <Link class="button button-ghost" href={`/badges/${profile.id}`}>
          {t('settings.badges')}
        </Link>
        <Link class="button button-ghost" href="/gains">
          {t('settings.winnings')}
        </Link>
      </div>

      <section class={styles.block} aria-labelledby="account-title">
        <h2 id="account-title">{t('settings.account')}</h2>
        <ul class={styles.rows}>
          {rows(profile, t, lang).map(([key, label, value]) => (
            <li key={key}>
              <strong>{label}</strong>
              <span>{value || t('settings.not_set')}</span>
              <button
                type="button"
                class="button button-ghost"
                aria-label={`${t('settings.change')}: ${label}`}
                onClick={() => setEditing(key)}
              >
                {t('settings.change')}
              </button>
            </li>
          ))}
        </ul>
        <label class={styles.inline}>
          {t('settings.language')}
          <select
            value={profile.language}
            onChange={(event) => void changeLanguage(event.currentTarget.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
      </section>

      <section class={styles.block} aria-labelledby="preferences-title">
        <h2 id="preferences-title">{t('settings.preferences')}</h2>
        {toggle(t('settings.dark'), dark, () => void toggleTheme())}
        {toggle(t('settings.sound'), profile.sound, () => void flip('sound', !profile.sound))}
        {toggle(
          t('settings.push'),
          profile.push_notifications,
          () => void flip('notifications', !profile.push_notifications),
        )}
      </section>

      <ResponsiblePlay t={t} />
      <Receipts t={t} />
      <p class={styles.block}>
        <Link class="button button-ghost" href="/logout">
          {t('actions.logout')}
        </Link>
      </p>
      <DeleteAccount t={t} />

      {Dialog && (
        <Dialog t={t} profile={profile} onClose={() => setEditing(null)} onSaved={saved} />
      )}
    </section>
  );
}
