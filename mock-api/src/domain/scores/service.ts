import type { AdminDeps } from '../admin-deps';

/** Scores: results of finished plays, per-question analytics, managers' scores and suspicious play. */
export function scoresOf(_deps: AdminDeps) {
  return {};
}

export type Scores = ReturnType<typeof scoresOf>;
