/**
 * Where a play the server says is running lives. Its own module: the screens
 * that start a play link to it without downloading the play screen itself.
 */
export function playPath(type: string, gameId: number, challengeId?: number | null): string {
  return `/play/on/${type}/${gameId}${challengeId ? `?challenge=${challengeId}` : ''}`;
}
