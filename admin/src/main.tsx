import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { createI18nProvider, initialLanguage } from './i18n';
import { onSessionExpired } from './lib/http';
import { ADMIN_BASE, leave, loginPath, routerPath } from './lib/navigation';
import { storage } from './lib/storage';

// A refused refresh: the session is cleared (by the HTTP client); the manager logs in
// again, then comes back to the screen they were on (spec section 7).
onSessionExpired(() => {
  leave(ADMIN_BASE + loginPath(routerPath(window.location.pathname, window.location.search)));
});

const root = document.getElementById('root');
if (root) {
  const language = initialLanguage(storage.userDetails()?.language, navigator.language);
  document.documentElement.lang = language;
  createI18nProvider(language).then((i18nProvider) => {
    // Real paths under /administration/ (react-admin alone would use a hash router); a
    // data router, so that forms can warn about unsaved changes (useBlocker).
    const router = createBrowserRouter([
      { path: `${ADMIN_BASE}/*`, element: <App i18nProvider={i18nProvider} /> },
    ]);
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
