/** Statistics (player spec section 3). */

export type {
  GeneralStats as StatsGeneral,
  MyStats as StatsMine,
} from '../contract/catalogue';
