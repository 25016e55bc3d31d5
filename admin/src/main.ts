import { en, fr } from '@quiz/shared/i18n';

/** Placeholder until the back office lands: says, in the browser's language, that it is on its way. */
const messages = navigator.language.startsWith('fr') ? fr : en;
const root = document.getElementById('root');
if (root) {
  const title = document.createElement('h1');
  title.textContent = messages.app.admin_name;
  const note = document.createElement('p');
  note.textContent = messages.app.coming_soon;
  root.style.cssText = 'font-family: system-ui, sans-serif; padding: 2rem; text-align: center';
  root.append(title, note);
}
