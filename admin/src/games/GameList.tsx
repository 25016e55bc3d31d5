import { ComingNext } from '../pages/ComingNext';

/** Games management: the next part builds it here (tabs, data grid, dialogs). */
export default function GameList() {
  return <ComingNext section="games" />;
}
