import { createStore } from './store';

/**
 * Whether the phone says it has no network, followed from its online and
 * offline events: the shell says so once, above any screen, rather than each
 * screen its own way. Only the phone's "offline" is trusted: a network that
 * answers nothing (a data plan run out) still shows the screens' own failures.
 */
export const connection = createStore({ offline: !navigator.onLine });

const follow = () => connection.set({ offline: !navigator.onLine });
addEventListener('online', follow);
addEventListener('offline', follow);
