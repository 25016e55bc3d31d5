import { Link, useSearch } from 'wouter-preact';
import { Icon } from '../../components/icon/all';
import { Tabs } from '../../components/tabs/Tabs';
import { useT } from '../../lib/i18n';
import { navigate, searchParam } from '../../lib/nav';
import { useTitle } from '../../lib/use-title';

type Mode = 'solo' | 'challenge';

/** Solo or challenge, chosen by ?current= (solo by default), so the help can link to either. */
export default function PlayModes() {
  const t = useT();
  const current: Mode = searchParam(useSearch(), 'current') === 'challenge' ? 'challenge' : 'solo';
  useTitle('screens.play_modes');
  return (
    <section class="page" aria-labelledby="modes-title" style={{ maxWidth: '640px' }}>
      <h1 id="modes-title">{t('screens.play_modes')}</h1>
      <p>{t('play_modes.intro')}</p>
      <Tabs
        id="modes"
        label={t('screens.play_modes')}
        items={[
          { value: 'solo', label: t('game_kinds.solo') },
          { value: 'challenge', label: t('game_kinds.challenge') },
        ]}
        value={current}
        onChange={(mode) => navigate(`/play-modes?current=${mode}`, { replace: true })}
      />
      <div
        id="modes-panel"
        role="tabpanel"
        aria-labelledby={`modes-${current}`}
        class="card"
        style={{ padding: '20px' }}
      >
        <Icon name={current === 'solo' ? 'user' : 'trophy'} size={40} />
        <h2>{t(`game_kinds.${current}`)}</h2>
        <p>{t(`play_modes.${current}_text`)}</p>
        <Link href={`/help#${current === 'solo' ? 'solo-mode' : 'challenge-mode'}`}>
          {t('play_modes.learn_more')}
        </Link>
      </div>
    </section>
  );
}
