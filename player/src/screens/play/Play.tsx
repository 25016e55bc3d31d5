import { useEffect, useMemo, useState } from 'preact/hooks';
import { useSearch } from 'wouter-preact';
import { ConfirmDialog } from '../../components/confirm-dialog/ConfirmDialog';
import { MainLoader } from '../../components/loader/Loader';
import { HOME, navigate, searchParam } from '../../lib/nav';
import { useTitle } from '../../lib/use-title';
import type { ViewProps } from '../../routes';
import { Countdown } from './Countdown';
import type { PlayTarget } from './connection';
import { isLastQuestion } from './machine';
import styles from './Play.module.css';
import { playPath } from './path';
import { Question } from './Question';
import { Refusal } from './Refusal';
import { ScoreView } from './ScoreView';
import { playEndSounds } from './sounds';
import { usePlayT } from './texts';
import { usePlay } from './usePlay';

/** The play a path names: /play/on/{solo|challenge}/{gameId}[?challenge={id}]. */
function targetOf(params: ViewProps['params'], search: string): PlayTarget | null {
  const gameId = Number(params.gameId);
  const type = params.playType;
  const challengeId = Number(searchParam(search, 'challenge'));
  if (!Number.isInteger(gameId) || gameId <= 0) return null;
  if (type === 'solo') return { type, gameId };
  if (type === 'challenge' && Number.isInteger(challengeId) && challengeId > 0)
    return { type, gameId, challengeId };
  return null;
}

/**
 * The play screen (spec sections 2 and 4), full-screen: the question with its rank,
 * countdown, progress and choices, Next (Terminate on the last), loaders between
 * questions, then the score. Leaving asks first, except from the score, and so
 * does Next without an answer.
 */
export default function Play({ params }: ViewProps) {
  const search = useSearch();
  const t = usePlayT();
  const target = useMemo(() => targetOf(params, search), [params.gameId, params.playType, search]);
  // Offline as the screen opens, a play cannot start: said at once, and no socket is left
  // trying that would start it later with the player gone. A drop during a play is
  // the connection's to recover (connection.ts).
  const [offline] = useState(() => !navigator.onLine);
  const { state, dispatch } = usePlay(offline ? null : target);
  const [leaving, setLeaving] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const { phase, current } = state;
  useTitle('screens.play');

  useEffect(() => {
    const play = state.score?.play;
    if (phase !== 'score' || !play) return;
    playEndSounds(play.challenge_id ? 'pending' : play.is_winner ? 'won' : 'lost');
  }, [phase]);

  useEffect(() => {
    if (phase === 'left') navigate(HOME);
    // A play of another game runs: the player goes back to it (spec section 4).
    const running = state.refusal?.code === 'ALREADY_IN_GAME' && state.refusal.data;
    if (running && typeof running === 'object') {
      const { type, game_id, challenge_id } = running as Record<string, number | string | null>;
      if (type && game_id)
        navigate(playPath(String(type), Number(game_id), Number(challenge_id)), { replace: true });
    }
  }, [phase, state.refusal]);

  if (!target) return <Refusal code="INVALID_GAME" data={null} t={t} />;
  if (offline) return <Refusal code="OFFLINE" data={null} t={t} />;
  if (phase === 'refused' && state.refusal) {
    return <Refusal code={state.refusal.code} data={state.refusal.data} t={t} />;
  }
  if (phase === 'score' && state.score) {
    return <ScoreView score={state.score} timedOut={state.timedOut} t={t} />;
  }
  if (phase === 'connecting' || phase === 'left' || !current) {
    return <Loading text={t('play.loading_quiz')} />;
  }

  const total = current.gameData.number_of_questions;
  const rank = current.question.rank;
  const last = isLastQuestion(state);
  const waiting = phase === 'waiting';
  return (
    <div class={styles.play}>
      <header class={styles.bar}>
        <button type="button" class="button button-ghost" onClick={() => setLeaving(true)}>
          {t('play.leave')}
        </button>
        <span class={styles.rank}>{t('play.question_of', { rank, total })}</span>
        {phase === 'question' && (
          <Countdown
            deadline={state.deadline}
            onEnd={() => dispatch({ type: 'countdown_end' })}
            t={t}
          />
        )}
      </header>
      <div
        class={styles.progress}
        role="progressbar"
        aria-label={t('play.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={rank}
      >
        <span style={{ width: `${(100 * rank) / Math.max(1, total)}%` }} />
      </div>
      {state.reconnecting && (
        <p class={styles.reconnecting} role="status">
          {t('play.reconnecting')}
        </p>
      )}
      {waiting ? (
        <Loading text={t(last ? 'play.loading_score' : 'play.loading_question')} />
      ) : (
        <Question
          current={current}
          selection={state.selection}
          disabled={waiting}
          onSelect={(choice) => dispatch({ type: 'select', choice })}
          t={t}
        />
      )}
      <footer class={styles.footer}>
        <button
          type="button"
          class="button button-block"
          disabled={waiting}
          // Without an answer, Next would count the question wrong: ask first.
          onClick={() =>
            state.selection.length === 0 ? setSkipping(true) : dispatch({ type: 'next' })
          }
        >
          {t(last ? 'play.terminate' : 'play.next')}
        </button>
      </footer>
      {skipping && phase === 'question' && (
        <ConfirmDialog
          question={t(last ? 'play.terminate_unanswered' : 'play.skip_unanswered')}
          onConfirm={() => {
            setSkipping(false);
            dispatch({ type: 'next' });
          }}
          onCancel={() => setSkipping(false)}
        />
      )}
      {leaving && (
        <ConfirmDialog
          question={t('play.leave_question')}
          onConfirm={() => {
            setLeaving(false);
            dispatch({ type: 'leave' });
          }}
          onCancel={() => setLeaving(false)}
        />
      )}
    </div>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div class={styles.loading}>
      <MainLoader />
      <p>{text}</p>
    </div>
  );
}
