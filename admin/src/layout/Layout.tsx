import { Box } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import {
  Link,
  AppBar as RaAppBar,
  Layout as RaLayout,
  useGetIdentity,
  useLocaleState,
  useTheme,
  useTranslate,
} from 'react-admin';
import type { AdminIdentity } from '../authProvider';
import { LINKS } from '../routes';
import { MiddleHeader, RightHeader } from './HeaderActions';
import { Menu } from './Menu';
import { PhoneFooter } from './PhoneFooter';
import { SectionTitle } from './SectionTitle';

function AppBar() {
  const translate = useTranslate();
  return (
    <RaAppBar userMenu={false} toolbar={<RightHeader />}>
      <Box
        component={Link}
        to={LINKS.home}
        aria-label={translate('app.admin_name')}
        sx={{
          color: 'inherit',
          fontWeight: 700,
          mr: 2,
          textDecoration: 'none',
          whiteSpace: 'nowrap',
        }}
      >
        {translate('app.name')}
      </Box>
      <SectionTitle />
      <Box sx={{ flex: 1 }} />
      <MiddleHeader />
    </RaAppBar>
  );
}

/**
 * Whose settings were applied in this page load. Module state, not a ref: a change of
 * language re-mounts the whole app (react-admin's i18n context), and the identity read
 * before the change would then put the old language back.
 */
let appliedFor: unknown = null;

/**
 * The account's theme and language win over what this browser last used: they are
 * the manager's settings, shared with the player site. Applied once identity loads.
 */
function AccountPreferences() {
  const identity = useGetIdentity().identity as AdminIdentity | undefined;
  const [, setTheme] = useTheme();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (!identity || appliedFor === identity.id) return;
    appliedFor = identity.id;
    setTheme(identity.isDarkTheme ? 'dark' : 'light');
    if (identity.language !== locale) setLocale(identity.language);
  }, [identity, locale, setTheme, setLocale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/** react-admin's layout with the shell of spec section 2. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    // The content may shrink below its widest child (a data grid): wide grids scroll
    // in their own box instead of pushing the page sideways.
    <RaLayout
      appBar={AppBar}
      menu={Menu}
      sx={{ minWidth: 0, '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      <AccountPreferences />
      {children}
      <PhoneFooter />
    </RaLayout>
  );
}
