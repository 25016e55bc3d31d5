// Registered after the load, so the worker never competes with the first screen for the
// network. A visit it did not serve hands it what was read meanwhile, to keep (vite.config.ts).
if ('serviceWorker' in navigator) {
  const served = navigator.serviceWorker.controller;
  addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (served || !registration.active) return;
        const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
      })
      // Refused (a private window, workers blocked): the site runs as it did without one.
      .catch(() => {});
  });
  // A deploy's new worker takes over during the visit and drops the old version's files:
  // a screen of the old version that then fails to download comes with the new one.
  addEventListener('vite:preloadError', () => {
    if (navigator.serviceWorker.controller !== served) location.reload();
  });
}
