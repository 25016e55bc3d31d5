import type { Score, SoloResult } from '@quiz/shared/contract';
import { formatDate, formatMoney, truncate } from '@quiz/shared/format';
import { soloReward } from '@quiz/shared/formulas';
import { useEffect } from 'preact/hooks';
import { Link, useSearch } from 'wouter-preact';
import { Modal } from '../../components/modal/Modal';
import { Picture } from '../../components/picture/Picture';
import { PagedView } from '../../components/section/Paged';
import { pick, useLang } from '../../lib/i18n';
import { navigate, searchParam } from '../../lib/nav';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { session } from '../../lib/session';
import { shareLink } from '../../lib/share';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import { ScoreView } from '../play/ScoreView';
import { usePlayT } from '../play/texts';
import styles from './SoloResults.module.css';

const SHARE_TITLE_MAX = 25;
const HERE = '/solo/results';

/** One solo play's score details, opened by ?soloDetails={id}; a failure goes back. */
function SoloDetails({ id }: { id: number }) {
  const t = usePlayT();
  const lang = useLang();
  const score = useResource<Score>(api.games.soloResult(id));
  const settings = useStore(session, (state) => state.population?.settings);
  const close = () => navigate(HERE);
  useEffect(() => {
    if (score.status === 'error') navigate(HERE, { replace: true });
  }, [score.status]);
  if (!score.data) return null;
  const { game, play } = score.data;
  const share = () =>
    shareLink({
      title: t('play.solos.share_title', {
        title: truncate(pick(game, 'title', lang), SHARE_TITLE_MAX),
      }),
      text: t('play.solos.share_text', {
        note: play.note,
        total: game.number_of_questions,
        amount: formatMoney(
          settings
            ? soloReward(
                settings.gain_unit,
                settings.solo_units,
                settings.solo_win_gain_multiplicator,
              )
            : play.gain,
        ),
      }),
      url: `${location.origin}/play/overview/${game.id}`,
    });
  return (
    <Modal
      title={t('play.solos.details')}
      onClose={close}
      actions={
        <>
          <button type="button" class="button button-ghost" onClick={share}>
            {t('actions.share')}
          </button>
          <button type="button" class="button" onClick={close}>
            {t('actions.ok')}
          </button>
        </>
      }
    >
      <p class={styles.game}>{pick(game, 'title', lang)}</p>
      <ScoreView score={score.data} timedOut={false} t={t} inPopup />
    </Modal>
  );
}

/**
 * My solo results (spec section 2): my solo plays, newest first, page after page;
 * each opens its score details (answers, corrections, share); ?soloDetails={id}
 * opens one directly.
 */
export default function SoloResults() {
  const t = usePlayT();
  const lang = useLang();
  const search = useSearch();
  const opened = Number(searchParam(search, 'soloDetails'));
  const results = usePaged<SoloResult>((page) => api.games.soloResults(page), 'solos');
  useTitle('screens.solo_results');
  return (
    <div class="page">
      <h1>{t('screens.solo_results')}</h1>
      <PagedView state={results}>
        {(items) => (
          <ul class={styles.list}>
            {items.map((play) => {
              const title = pick(play.game, 'title', lang);
              return (
                <li key={play.id}>
                  <Link class={`card ${styles.row}`} href={`${HERE}?soloDetails=${play.id}`}>
                    <Picture
                      src={play.game.cover}
                      alt=""
                      initialOf={title}
                      width={72}
                      height={72}
                    />
                    <span>
                      <strong>{title}</strong>
                      <span>
                        {t('play.solos.line', {
                          count: play.note,
                          date: formatDate(play.started_at, lang),
                        })}
                      </span>
                      <span class={play.is_winner ? styles.won : styles.lost}>
                        {play.is_winner
                          ? t('play.solos.won', { amount: formatMoney(play.gain) })
                          : t('play.solos.lost')}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </PagedView>
      {opened > 0 && <SoloDetails key={opened} id={opened} />}
    </div>
  );
}
