import type { Preference } from '@quiz/shared/contract';
import { preferencesCatalogs } from '@quiz/shared/i18n/preferences';
import { useEffect, useState } from 'preact/hooks';
import { Empty } from '../../components/section/Section';
import { Skeleton } from '../../components/skeleton/Skeleton';
import { Chips } from '../../components/tabs/Tabs';
import { http } from '../../lib/api';
import { addTexts, pick, useLang, useT } from '../../lib/i18n';
import { notify } from '../../lib/notice';
import { api } from '../../lib/paths';
import { clearResourceCache, useResource } from '../../lib/resource';
import { useTitle } from '../../lib/use-title';
import { DataSaver } from './DataSaver';

addTexts(preferencesCatalogs);

/**
 * Category chips applied at once: each press flips one preference on the server;
 * below them, this device's data saver.
 */
export default function Preferences() {
  const t = useT();
  const lang = useLang();
  const answer = useResource<{ preferences: Preference[] }>(api.games.preferences());
  const [preferences, setPreferences] = useState<Preference[]>([]);
  useTitle('screens.preferences');
  useEffect(() => setPreferences(answer.data?.preferences ?? []), [answer.data]);

  const flip = (id: number, prefered: boolean) =>
    setPreferences((list) => list.map((item) => (item.id === id ? { ...item, prefered } : item)));

  async function toggle(id: number) {
    const before = preferences.find((item) => item.id === id)?.prefered ?? false;
    flip(id, !before);
    try {
      const result = await http.put<{ prefered: boolean }>(api.games.switchPreference(id));
      flip(id, result.prefered);
      // "For you" lists change with the preferences.
      clearResourceCache();
    } catch {
      flip(id, before);
      notify('shell.something_wrong', 'error');
    }
  }

  return (
    <section class="page" aria-labelledby="preferences-title">
      <h1 id="preferences-title">{t('screens.preferences')}</h1>
      <p>{t('preferences.intro')}</p>
      {answer.status === 'loading' ? (
        <Skeleton height={120} />
      ) : preferences.length === 0 ? (
        <Empty text={t('lists.empty')} />
      ) : (
        <Chips
          label={t('preferences.label')}
          items={preferences.map((item) => ({ value: item.id, label: pick(item, 'label', lang) }))}
          selected={preferences.filter((item) => item.prefered).map((item) => item.id)}
          onToggle={toggle}
          wrap
        />
      )}
      <DataSaver />
    </section>
  );
}
