import { en, fr } from '@quiz/shared/i18n';
import { render } from 'preact';

/** Placeholder until the player site lands: says, in the browser's language, that it is on its way. */
function Placeholder() {
  const messages = navigator.language.startsWith('fr') ? fr : en;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', textAlign: 'center' }}>
      <h1>{messages.app.name}</h1>
      <p>{messages.app.coming_soon}</p>
    </main>
  );
}

const root = document.getElementById('app');
if (root) render(<Placeholder />, root);
