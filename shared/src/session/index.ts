/** The signed-in session as both apps keep it (tokens in local storage, refreshed before expiry). */
export { tokenExpiry } from './token';
