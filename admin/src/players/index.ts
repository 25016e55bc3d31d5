import SupportAgent from '@mui/icons-material/SupportAgent';
import { lazy } from 'react';

const PlayerList = lazy(() => import('./PlayerList'));
const PlayerShow = lazy(() => import('./PlayerShow'));

/** Player support, read by payments and super managers; super managers block for fraud. */
export default { list: PlayerList, show: PlayerShow, icon: SupportAgent };
