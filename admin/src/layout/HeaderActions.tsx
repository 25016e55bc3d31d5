import DarkMode from '@mui/icons-material/DarkMode';
import Dashboard from '@mui/icons-material/Dashboard';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import SportsEsports from '@mui/icons-material/SportsEsports';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Avatar, Box, Button, IconButton, Tooltip } from '@mui/material';
import { TRUNCATION } from '@quiz/shared/constants';
import { truncate } from '@quiz/shared/format';
import { Link, useGetIdentity, useTranslate } from 'react-admin';
import { PLAYER_SITE } from '../lib/navigation';
import { LINKS } from '../routes';
import { LanguageSwitch } from './LanguageSwitch';
import { useModeSwitch, useRoles, useThemeSwitch } from './useShell';

/** The player/admin mode switch, for admins only: this side is admin mode, it leads to player mode. */
export function ModeSwitchButton() {
  const translate = useTranslate();
  const { admin } = useRoles();
  const { toPlayerMode, busy } = useModeSwitch();
  if (!admin) return null;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<SwapHoriz />}
      onClick={toPlayerMode}
      disabled={busy}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('navigation_modes.PLAYER_MODE')}
    </Button>
  );
}

export function ThemeSwitchButton() {
  const translate = useTranslate();
  const { dark, toggle } = useThemeSwitch();
  const label = translate(dark ? 'admin.shell.light_theme' : 'admin.shell.dark_theme');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label}>
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}

/**
 * Middle header (desktop and tablet): mode and theme switches, the super shortcut for
 * super managers, the games shortcut for super or games managers (spec section 2).
 */
export function MiddleHeader() {
  const translate = useTranslate();
  const { superManager, gamesArea } = useRoles();
  // Shown labels are cut to 15 characters (spec section 2); the names said stay whole.
  const shortcut = (key: string) => truncate(translate(key), TRUNCATION.navLabelMedium);
  return (
    <Box
      component="nav"
      aria-label={translate('admin.shell.shortcuts')}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, mx: 2 }}
    >
      <ModeSwitchButton />
      <ThemeSwitchButton />
      {superManager && (
        <Tooltip title={shortcut('admin.sections.board')}>
          <IconButton
            color="inherit"
            component={Link}
            to={LINKS.board}
            aria-label={translate('admin.sections.board')}
          >
            <Dashboard />
          </IconButton>
        </Tooltip>
      )}
      {gamesArea && (
        <Tooltip title={shortcut('admin.sections.games')}>
          <IconButton
            color="inherit"
            component={Link}
            to={LINKS.games}
            aria-label={translate('admin.sections.games')}
          >
            <SportsEsports />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/** Right-side header: need help, language, logout, and the profile picture leading to settings. */
export function RightHeader() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Button
        color="inherit"
        size="small"
        href={PLAYER_SITE.help}
        startIcon={<HelpOutline />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {translate('admin.shell.need_help')}
      </Button>
      <LanguageSwitch />
      <Tooltip title={translate('actions.logout')}>
        <IconButton
          color="inherit"
          component={Link}
          to={LINKS.logout}
          aria-label={translate('actions.logout')}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <Logout />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('admin.sections.settings')}>
        <IconButton
          component={Link}
          to={LINKS.settings}
          aria-label={translate('admin.shell.profile')}
          size="small"
        >
          <Avatar src={identity?.avatar} alt="" sx={{ width: 32, height: 32 }}>
            {identity?.fullName?.[0]?.toUpperCase()}
          </Avatar>
        </IconButton>
      </Tooltip>
    </Box>
  );
}
