import Dashboard from '@mui/icons-material/Dashboard';
import Settings from '@mui/icons-material/Settings';
import SportsEsports from '@mui/icons-material/SportsEsports';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import { TRUNCATION } from '@quiz/shared/constants';
import { truncate } from '@quiz/shared/format';
import { Link, useLocation, useTranslate } from 'react-admin';
import { LINKS } from '../routes';
import { useRoles } from './useShell';

/** Phone footer: settings, super admin and games management, by role (spec section 2). */
export function PhoneFooter() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { superManager, gamesArea } = useRoles();
  const links = [
    { to: LINKS.settings, key: 'admin.sections.settings', icon: <Settings />, shown: true },
    { to: LINKS.board, key: 'admin.sections.board', icon: <Dashboard />, shown: superManager },
    { to: LINKS.games, key: 'admin.sections.games', icon: <SportsEsports />, shown: gamesArea },
  ].filter((link) => link.shown);
  const current = links.find((link) => pathname.startsWith(link.to))?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label={translate('admin.shell.phone_footer')}
      elevation={3}
      sx={{
        display: { xs: 'block', sm: 'none' },
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 1200,
      }}
    >
      <BottomNavigation showLabels value={current}>
        {links.map((link) => (
          <BottomNavigationAction
            key={link.to}
            value={link.to}
            component={Link}
            to={link.to}
            icon={link.icon}
            label={truncate(translate(link.key), TRUNCATION.navLabelShort)}
            aria-label={translate(link.key)}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
