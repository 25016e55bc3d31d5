import { useState } from 'preact/hooks';
import { ModalLoader } from '../../components/loader/Loader';
import { useT } from '../../lib/i18n';
import { HOME, navigate } from '../../lib/nav';
import { signOut } from '../../lib/session';
import { useTitle } from '../../lib/use-title';

/** Logout screen: a yes/no confirmation. */
export default function Logout() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  useTitle('screens.logout');

  const stay = () => {
    if (history.length > 1) history.back();
    else navigate(HOME, { replace: true });
  };
  const leave = async () => {
    setBusy(true);
    await signOut();
  };

  return (
    <section class="page" aria-labelledby="logout-title" style={{ textAlign: 'center' }}>
      <h1 id="logout-title">{t('screens.logout')}</h1>
      <p>{t('logout.question')}</p>
      <div style={{ display: 'flex', gap: '12px', justifyContent: 'center' }}>
        <button type="button" class="button" onClick={leave} disabled={busy}>
          {t('actions.yes')}
        </button>
        <button type="button" class="button button-ghost" onClick={stay} disabled={busy}>
          {t('actions.no')}
        </button>
      </div>
      {busy && <ModalLoader />}
    </section>
  );
}
