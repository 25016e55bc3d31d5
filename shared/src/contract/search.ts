/**
 * The four tabs of the search screen as they travel (player spec section 7,
 * the searches): quizzes and open challenges as the catalogue's cards, players
 * with their contact masked unless a friend's, and my finished plays.
 */
import { type Static, Type } from 'typebox';
import { Challenge, Game, PlayerSummary } from './catalogue';
import { Nullable, NullableString, SearchPaged } from './common';
import { Play } from './play';

export const QuizSearch = SearchPaged(Game);
export const ChallengeSearch = SearchPaged(Challenge);

/** A player found by the friends search. */
export const FoundPlayer = Type.Object({
  ...PlayerSummary.properties,
  /** a friend's only; null for others */
  phone_number: NullableString,
  /** masked unless the player is a friend */
  email_phone_number: Type.String(),
  is_friend: Type.Boolean(),
});
export type FoundPlayer = Static<typeof FoundPlayer>;
export const PlayerSearch = SearchPaged(FoundPlayer);

/** One of my finished plays, with its game and, for a challenge, the challenge's card. */
export const SearchPlayResult = Type.Object({
  ...Type.Pick(Play, ['id', 'type', 'note', 'gain', 'started_at', 'is_active', 'is_winner'])
    .properties,
  game: Game,
  /** the challenge's card (its game without indexes and quote); null for a solo play */
  challenge: Nullable(Challenge),
  challenge_is_active: Type.Boolean(),
});
export type SearchPlayResult = Static<typeof SearchPlayResult>;
export const ResultSearch = SearchPaged(SearchPlayResult);
