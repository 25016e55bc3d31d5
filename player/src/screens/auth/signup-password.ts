/**
 * The password typed at sign-up, kept in memory only (never stored), for the
 * verification step of the same visit: the server lets whoever verifies with
 * the code set the password, so a second sign-up by someone else with the
 * same identifier cannot leave the account with their password.
 */
let typed: { username: string; password: string } | null = null;

export function rememberSignupPassword(username: string, password: string): void {
  typed = { username, password };
}

/** The password typed at sign-up for this identifier, if this visit signed it up. */
export function signupPassword(username: string): string | undefined {
  return typed?.username === username ? typed.password : undefined;
}

export function forgetSignupPassword(): void {
  typed = null;
}
