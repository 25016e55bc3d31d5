import { CssBaseline } from '@mui/material';
import { lazy } from 'react';
import type { I18nProvider } from 'react-admin';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  Navigate,
  Notification,
  Resource,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { Layout } from './layout/Layout';
import { ADMIN_BASE } from './lib/navigation';
import { AreaGuard } from './pages/AreaGuard';
import { Home } from './pages/Home';
import { LoginPage } from './pages/LoginPage';
import { LogoutPage } from './pages/LogoutPage';
import { MoneyBoard } from './pages/MoneyBoard';
import { NotAllowed } from './pages/NotAllowed';
import { NotFound } from './pages/NotFound';
import { SuperBoard } from './pages/SuperBoard';
import type { Permissions } from './permissions';
import { guardedDefinition, RESOURCES, visibleResources } from './resources';
import { link, ROUTES, SPEC_ALIASES } from './routes';
import { darkTheme, lightTheme } from './theme';

/** The manager's own settings, loaded when opened. */
const SettingsPage = lazy(() => import('./settings/SettingsPage'));

/** react-admin's own preferences (list filters, sidebar), apart from other apps' storage. */
const store = localStorageStore(undefined, 'QuizAdmin');

/**
 * The back office under /administration/: resources registered by role (resources.tsx),
 * the shell's pages, and the spec's route names leading to the screens.
 *
 * This is react-admin's <Admin> written out (AdminContext, then AdminUI's CssBaseline,
 * CoreAdminUI and Notification): <Admin> brings react-admin's default log-in form and
 * its inputs into the first download whatever loginPage is given, and the budget
 * (300 KB before the games list) has no room for them.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <AdminContext
      basename={ADMIN_BASE}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      // Managers start light (spec section 1); the account's choice is applied once known.
      defaultTheme="light"
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          layout={Layout}
          loginPage={LoginPage}
          dashboard={Home}
          catchAll={NotFound}
          error={ErrorPage}
          loading={LoadingPage}
          accessDenied={NotAllowed}
          requireAuth
          disableTelemetry
        >
          {(permissions: Permissions) => {
            const visible = visibleResources(permissions);
            const hidden = RESOURCES.filter((entry) => !visible.includes(entry));
            return (
              <>
                {visible.map((entry) => (
                  <Resource key={entry.name} name={entry.name} {...guardedDefinition(entry)} />
                ))}
                <CustomRoutes>
                  <Route
                    path={ROUTES.board}
                    element={
                      <AreaGuard area="super">
                        <SuperBoard />
                      </AreaGuard>
                    }
                  />
                  <Route
                    path={ROUTES.moneyBoard}
                    element={
                      <AreaGuard area="payments">
                        <MoneyBoard />
                      </AreaGuard>
                    }
                  />
                  <Route path={ROUTES.settings} element={<SettingsPage />} />
                  <Route path={ROUTES.logout} element={<LogoutPage />} />
                  {hidden.map((entry) => (
                    <Route key={entry.name} path={`/${entry.name}/*`} element={<NotAllowed />} />
                  ))}
                  {Object.entries(SPEC_ALIASES).map(([from, to]) => (
                    <Route key={from} path={from} element={<Navigate to={link(to)} replace />} />
                  ))}
                </CustomRoutes>
              </>
            );
          }}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
