import { useRef } from 'react';
import { Confirm } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { LINKS } from '../routes';

/**
 * Asks before leaving a form that holds work, from every way out the page's
 * router takes (the back link, the side menu, the header shortcuts), as the
 * spec's go-back prompt says. Logging out asks on its own page; a log-in page
 * after an expired session keeps the work for its manager. `allow` lets one
 * way out through (after a save).
 */
export function useLeavePrompt(props: {
  active: boolean;
  title: string;
  content: string;
  onLeave?: () => void | Promise<void>;
}) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      props.active &&
      !allowed.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== LINKS.logout &&
      nextLocation.pathname !== LINKS.login,
  );
  const prompt = (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title={props.title}
      content={props.content}
      confirm="actions.yes"
      cancel="actions.no"
      onConfirm={async () => {
        await props.onLeave?.();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
  return {
    prompt,
    allow: () => {
      allowed.current = true;
    },
  };
}
