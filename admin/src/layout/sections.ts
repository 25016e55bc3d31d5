import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import BarChart from '@mui/icons-material/BarChart';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import Dashboard from '@mui/icons-material/Dashboard';
import FormatQuote from '@mui/icons-material/FormatQuote';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import History from '@mui/icons-material/History';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Logout from '@mui/icons-material/Logout';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import Payments from '@mui/icons-material/Payments';
import PriceChange from '@mui/icons-material/PriceChange';
import Rule from '@mui/icons-material/Rule';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Widgets from '@mui/icons-material/Widgets';
import { ROUTES } from '../routes';

/**
 * The header's sections (spec section 2, "Header title block"): each has an icon
 * and a title (admin.sections.<key>); `none` is the spec's undefined fallback.
 */
export const SECTION_ICONS = {
  settings: Settings,
  help: HelpOutline,
  logout: Logout,
  board: Dashboard,
  moneyBoard: AccountBalanceWallet,
  managers: SupervisorAccount,
  games: SportsEsports,
  createGame: AddCircleOutline,
  indexes: Category,
  scores: Leaderboard,
  statistics: BarChart,
  badges: MilitaryTech,
  quotes: FormatQuote,
  ads: Campaign,
  audit: History,
  purchases: ShoppingCart,
  cashouts: Payments,
  players: SupportAgent,
  reconciliation: Rule,
  pricing: PriceChange,
  none: Widgets,
} satisfies Record<string, SvgIconComponent>;

export type SectionKey = keyof typeof SECTION_ICONS;

/** Longest prefixes first, so /games/create is not read as /games. */
const BY_PATH: [string, SectionKey][] = [
  [ROUTES.createGame, 'createGame'],
  [ROUTES.settings, 'settings'],
  [ROUTES.logout, 'logout'],
  [ROUTES.board, 'board'],
  [ROUTES.moneyBoard, 'moneyBoard'],
  [ROUTES.managers, 'managers'],
  [ROUTES.games, 'games'],
  [ROUTES.indexes, 'indexes'],
  [ROUTES.scores, 'scores'],
  [ROUTES.statistics, 'statistics'],
  [ROUTES.badgeTypes, 'badges'],
  [ROUTES.quotes, 'quotes'],
  [ROUTES.ads, 'ads'],
  [ROUTES.audit, 'audit'],
  [ROUTES.purchases, 'purchases'],
  [ROUTES.cashouts, 'cashouts'],
  [ROUTES.players, 'players'],
  [ROUTES.reconciliation, 'reconciliation'],
  [ROUTES.pricing, 'pricing'],
];

/** The section a router path belongs to. */
export function sectionOf(pathname: string): SectionKey {
  for (const [prefix, key] of BY_PATH) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return key;
  }
  return 'none';
}
