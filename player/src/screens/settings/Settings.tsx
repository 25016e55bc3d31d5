import type { MeUpdated, OwnProfile } from '@quiz/shared/contract';
import { LANGUAGES, type Language } from '@quiz/shared/types';
import { useEffect, useState } from 'preact/hooks';
import { Link } from 'wouter-preact';
import { Picture } from '../../components/picture/Picture';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { http } from '../../lib/api';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { changeLanguage, keepDetails, session, toggleTheme } from '../../lib/session';
import { useStore } from '../../lib/store';
import { useSettingsT } from '../../lib/texts/settings';
import { theme } from '../../lib/theme';
import { useTitle } from '../../lib/use-title';
import { DeleteAccount } from './DeleteAccount';
import { PasswordDialog, PlayerNameDialog } from './EditDialogs';
import { Receipts } from './Receipts';
import { ResponsiblePlay } from './ResponsiblePlay';
import styles from './Settings.module.css';

type Editing = 'player_name' | 'password' | null;

/**
 * Settings (spec section 2): who I am, my account's rows, my preferences,
 * responsible play and deleting the account.
 */
export default function Settings() {
  const t = useSettingsT();
  useTitle('screens.settings');
  const dark = useStore(theme, (state) => state.dark);
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => {
    http.get<OwnProfile>(api.me.profile()).then(setProfile, () => {});
  }, []);

  const saved = (answer: MeUpdated) => {
    setEditing(null);
    setProfile(answer.profile);
    const details = session.get().details;
    if (details) keepDetails({ ...details, player_name: answer.profile.player_name });
    notify('settings.saved');
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

  return (
    <section class="page" aria-labelledby="settings-title">
      <h1 id="settings-title">{t('screens.settings')}</h1>
      <div class={`card ${styles.who}`}>
        <Picture
          src={profile.profile_pic}
          alt=""
          width={72}
          height={72}
          class={styles.avatar}
          initialOf={profile.player_name ?? ''}
        />
        <div>
          <strong>{profile.player_name}</strong>
          <p>{profile.email_phone_number}</p>
        </div>
      </div>
      <div class={styles.links}>
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
          <li>
            <strong>{t('settings.player_name')}</strong>
            <span>{profile.player_name}</span>
            <button
              type="button"
              class="button button-ghost"
              onClick={() => setEditing('player_name')}
            >
              {t('settings.change')}
            </button>
          </li>
          <li>
            <strong>{t('settings.password')}</strong>
            <span>••••••••</span>
            <button
              type="button"
              class="button button-ghost"
              onClick={() => setEditing('password')}
            >
              {t('settings.change')}
            </button>
          </li>
        </ul>
        <label class={styles.inline}>
          {t('settings.language')}
          <select
            value={profile.language}
            onChange={(event) => void changeLanguage(event.currentTarget.value as Language)}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang}>
                {t(`languages.${lang}`)}
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
      <DeleteAccount t={t} />

      {editing === 'player_name' && (
        <PlayerNameDialog
          t={t}
          current={profile.player_name ?? ''}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {editing === 'password' && (
        <PasswordDialog
          t={t}
          onClose={() => setEditing(null)}
          onSaved={(answer) => {
            saved(answer);
            notify('settings.password_changed');
          }}
        />
      )}
    </section>
  );
}
