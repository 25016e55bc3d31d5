import { useEffect, useRef, useState } from 'preact/hooks';
import { type PlayTarget, playConnection } from './connection';
import { initialPlayState, type PlayEvent, type PlayState, playStep } from './machine';

/**
 * The play of one screen: the machine's state, fed by the play socket, and the
 * dispatch the screen's buttons and countdown call. What the machine says to send
 * goes on the socket in order.
 */
export function usePlay(target: PlayTarget | null) {
  const [state, setState] = useState<PlayState>(initialPlayState);
  const current = useRef(state);
  const connection = useRef<ReturnType<typeof playConnection> | null>(null);

  const dispatch = (event: PlayEvent) => {
    const step = playStep(current.current, event);
    current.current = step.state;
    setState(step.state);
    for (const message of step.send) connection.current?.send(message);
  };

  useEffect(() => {
    if (!target) return;
    const opened = playConnection(target, dispatch);
    connection.current = opened;
    return () => {
      connection.current = null;
      opened.close();
    };
  }, [target?.type, target?.gameId, target?.challengeId]);

  return { state, dispatch };
}
