/** The signed-in session as both apps keep it (tokens in local storage, refreshed before expiry). */
export { type AccessTokenDeps, accessToken, type TokenStore } from './access-token';
export { tokenExpiry } from './token';
