import { useEffect, useRef, useState } from 'preact/hooks';
import type { Translate } from '../../lib/i18n';
import styles from './Play.module.css';

/** The seconds told to screen readers, not every second: a polite word at each of these. */
const ANNOUNCED = [30, 10, 5];

/**
 * The question's countdown, drawn from its deadline on the page's monotonic clock.
 * At zero it calls onEnd once. Screen readers hear the time left at a few moments
 * only, politely, so the question can still be read to them.
 */
export function Countdown(props: { deadline: number; onEnd: () => void; t: Translate }) {
  const { deadline, t } = props;
  const left = () => Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  const ended = useRef(false);

  useEffect(() => {
    ended.current = false;
    setSeconds(left());
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0 && !ended.current) {
        ended.current = true;
        clearInterval(timer);
        props.onEnd();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return (
    <div class={`${styles.countdown} ${seconds <= 5 ? styles.hurry : ''}`}>
      <span aria-hidden="true">{seconds}</span>
      <span class="visually-hidden">{t('play.time_left')}</span>
      <span class="visually-hidden" aria-live="polite">
        {ANNOUNCED.includes(seconds) ? t('play.seconds', { count: seconds }) : ''}
      </span>
    </div>
  );
}
