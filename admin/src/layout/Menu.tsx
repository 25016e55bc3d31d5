import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import DarkMode from '@mui/icons-material/DarkMode';
import Dashboard from '@mui/icons-material/Dashboard';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import Settings from '@mui/icons-material/Settings';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Divider, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { TRUNCATION } from '@quiz/shared/constants';
import { truncate } from '@quiz/shared/format';
import { Menu as RaMenu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { PLAYER_SITE } from '../lib/navigation';
import type { Permissions } from '../permissions';
import { menuEntries, type ResourceEntry } from '../resources';
import { LINKS, link } from '../routes';
import { SECTION_ICONS } from './sections';
import { useModeSwitch, useRoles, useThemeSwitch } from './useShell';

/**
 * Side navigation on desktop, phone menu on phones (react-admin's sidebar is a drawer
 * there): super management with its screens, games management, settings, help,
 * logout, the theme switch and, for admins, the mode switch (spec section 2).
 * Entries appear by role; the screens of an area come from the resource registry.
 */
/** Menu entries that are no react-admin link (help on the player site, the switches), styled alike. */
const plainItem = { color: 'text.secondary' } as const;

/** A screen of an area in the menu, under its area's entry when `indented`. */
function AreaEntry(props: {
  entry: ResourceEntry;
  label: (key: string) => string;
  indented?: boolean;
}) {
  const Icon = SECTION_ICONS[props.entry.section];
  return (
    <RaMenu.Item
      to={link(`/${props.entry.name}`)}
      primaryText={props.label(`admin.sections.${props.entry.section}`)}
      leftIcon={<Icon />}
      sx={props.indented ? { pl: 4 } : undefined}
    />
  );
}

export function Menu() {
  const translate = useTranslate();
  const { superManager, gamesArea, paymentsArea, admin } = useRoles();
  const { permissions } = usePermissions<Permissions>();
  const { dark, toggle } = useThemeSwitch();
  const { toPlayerMode, busy } = useModeSwitch();
  const [open] = useSidebarState();
  const label = (key: string) => truncate(translate(key), TRUNCATION.navLabelLong);

  return (
    <RaMenu>
      {superManager && (
        <RaMenu.Item
          to={LINKS.board}
          primaryText={label('admin.sections.board')}
          leftIcon={<Dashboard />}
        />
      )}
      {menuEntries('super', permissions).map((entry) => (
        <AreaEntry key={entry.name} entry={entry} label={label} indented={open} />
      ))}
      {gamesArea && (
        <RaMenu.Item
          to={LINKS.games}
          primaryText={label('admin.sections.games')}
          leftIcon={<SportsEsports />}
        />
      )}
      {paymentsArea && !superManager && (
        <RaMenu.Item
          to={LINKS.moneyBoard}
          primaryText={label('admin.sections.moneyBoard')}
          leftIcon={<AccountBalanceWallet />}
        />
      )}
      {menuEntries('payments', permissions).map((entry) => (
        <AreaEntry key={entry.name} entry={entry} label={label} />
      ))}
      <Divider />
      <RaMenu.Item
        to={LINKS.settings}
        primaryText={label('admin.sections.settings')}
        leftIcon={<Settings />}
      />
      <MenuItem component="a" href={PLAYER_SITE.help} sx={plainItem}>
        <ListItemIcon>
          <HelpOutline />
        </ListItemIcon>
        <ListItemText>{label('admin.sections.help')}</ListItemText>
      </MenuItem>
      <RaMenu.Item to={LINKS.logout} primaryText={label('actions.logout')} leftIcon={<Logout />} />
      <Divider />
      <MenuItem onClick={toggle} sx={plainItem}>
        <ListItemIcon>{dark ? <LightMode /> : <DarkMode />}</ListItemIcon>
        <ListItemText>
          {label(dark ? 'admin.shell.light_theme' : 'admin.shell.dark_theme')}
        </ListItemText>
      </MenuItem>
      {admin && (
        <MenuItem onClick={toPlayerMode} disabled={busy} sx={plainItem}>
          <ListItemIcon>
            <SwapHoriz />
          </ListItemIcon>
          <ListItemText>{label('navigation_modes.PLAYER_MODE')}</ListItemText>
        </MenuItem>
      )}
    </RaMenu>
  );
}
