import { useEffect } from 'preact/hooks';
import { useT } from './i18n';

/** Names the browser tab after the screen, which screen readers announce on arrival. */
export function useTitle(key: string, params?: Record<string, string | number>): void {
  const t = useT();
  const screen = t(key, params);
  const app = t('app.name');
  useEffect(() => {
    if (screen) document.title = `${screen} · ${app}`;
  }, [screen, app]);
}
