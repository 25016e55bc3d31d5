import { useEffect, useRef, useState } from 'preact/hooks';
import { Route, Switch, useLocation, useSearch } from 'wouter-preact';
import { ErrorScreen } from './components/error-screen/ErrorScreen';
import { Header } from './components/header/Header';
import { MainLoader, ModalLoader } from './components/loader/Loader';
import { Notice } from './components/notice/Notice';
import { TopBar } from './components/top-bar/TopBar';
import { connection } from './lib/connection';
import { guard } from './lib/guards';
import { useT } from './lib/i18n';
import { lazy } from './lib/lazy';
import { navigate } from './lib/nav';
import { guardSession, isAdminManager, session } from './lib/session';
import { useStore } from './lib/store';
import { PLAY_SCREEN, type RouteDef, routes } from './routes';

/** What only a signed-in player gets (prompts, the play-on detector): loaded for them alone. */
const PlayerExtras = lazy(
  () => import('./components/account-prompts/PlayerExtras'),
  () => null,
);
const PhoneMenu = lazy(() => import('./components/phone-menu/PhoneMenu'), ModalLoader);
/** Only while the phone is offline, which most visits never are. */
const Offline = lazy(
  () => import('./components/offline/Offline'),
  () => null,
);
/** Below the fold on every screen: its code comes after what the first screen needs. */
const Footer = lazy(
  () => import('./components/footer/Footer'),
  () => null,
);

declare global {
  interface Window {
    /** index.html's: the button tapped before the app ran, if any; stops keeping taps. */
    takeEarlyTap?: () => HTMLElement | null | undefined;
  }
}

/** One route: its guard first (wait, redirect, leave for the back office), then its view. */
function RouteView({ route, params }: { route: RouteDef; params: Record<string, string> }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const status = useStore(session, (state) => state.status);
  const adminMode = useStore(session, (state) => guardSession(state).adminMode);
  const decision = guard(route.access ?? 'public', { status, adminMode }, pathname, search);
  const target = route.redirect
    ? route.redirect + (search ? `?${search}` : '')
    : decision.kind === 'redirect' || decision.kind === 'leave'
      ? decision.to
      : null;

  useEffect(() => {
    if (!target) return;
    if (decision.kind === 'leave') location.replace(target);
    else navigate(target, { replace: true });
  }, [target]);

  if (target || decision.kind !== 'render') return <MainLoader />;
  return <route.view params={params} />;
}

function Routes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          {(params: Record<string, string>) => <RouteView route={route} params={params} />}
        </Route>
      ))}
      <Route>
        <ErrorScreen kind="notFound" />
      </Route>
    </Switch>
  );
}

/** Moves focus to the new screen after a navigation, as a page load would for screen readers. */
function useFocusOnNavigation(main: { current: HTMLElement | null }) {
  const [pathname] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
}

export function App() {
  const t = useT();
  const player = useStore(session, (state) => state.status === 'player' && !isAdminManager(state));
  const fatal = useStore(session, (state) => state.fatal);
  const offline = useStore(connection, (state) => state.offline);
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useEffect(() => setMenuOpen(false), [pathname]);
  // A tap on a button of the page before the app ran (index.html kept it): answered now.
  useEffect(() => window.takeEarlyTap?.()?.click(), []);

  const visitor = useStore(session, (state) => state.status === 'visitor');
  // The play screen is full-screen for a player: no header, menus or footer around the
  // questions. A visitor gets the site's frame around the sign-in prompt (spec section 8).
  const bare = pathname.startsWith(PLAY_SCREEN) && !visitor;
  // Offline, what failed to load is the network's doing, which the offline notice says:
  // the screens stay, with what they read before.
  const content =
    fatal && !offline ? (
      <ErrorScreen kind={fatal === 'custom' ? 'somethingWrong' : fatal} />
    ) : (
      <Routes />
    );
  if (bare) {
    return (
      <main id="main" ref={main} tabIndex={-1}>
        {content}
      </main>
    );
  }
  return (
    <>
      <a class="skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <Header onMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
      <TopBar />
      <main id="main" ref={main} tabIndex={-1}>
        {offline && <Offline />}
        {content}
      </main>
      <Footer />
      {menuOpen && <PhoneMenu onClose={() => setMenuOpen(false)} />}
      {player && <PlayerExtras />}
      <Notice />
    </>
  );
}
