import { ComingNext } from '../pages/ComingNext';

/** The create-game wizard: the next part builds it here. */
export default function GameCreate() {
  return <ComingNext section="createGame" />;
}
