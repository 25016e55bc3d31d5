import Quiz from '@mui/icons-material/QuizOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import { useTranslate } from 'react-admin';
import { Tag } from '../common/Tag';
import { useLanguage } from './useLanguage';

/** Game titles are cut to 60 characters on the cards and rows (spec section 2). */
export const TITLE_MAX = 60;

const personName = (person: AdminGame['manager']) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : '—';

/** "Made by ..." while active, "Deactivated by ..." once stopped (spec section 2). */
export function gamePerson(game: AdminGame, translate: (key: string, options?: object) => string) {
  return translate(
    game.is_active ? 'resources.games.started_by' : 'resources.games.deactivated_by',
    { name: personName(game.is_active ? game.manager : game.deactivator) },
  );
}

/** The game's creation date, in the manager's language. */
export const createdDate = (game: AdminGame, language: 'fr' | 'en') =>
  new Date(game.created_at).toLocaleDateString(language === 'fr' ? 'fr-FR' : 'en-GB');

/** The game's quote in the manager's language, with its author. */
export function GameQuote({ game, clamp }: { game: AdminGame; clamp?: boolean }) {
  const language = useLanguage();
  if (!game.quote) return null;
  // In the grid, two lines at most: the whole quote is the cell's tooltip.
  const lines = clamp
    ? {
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical' as const,
        overflow: 'hidden',
      }
    : {};
  const text = `« ${language === 'fr' ? game.quote.quote_fr : game.quote.quote_en} » — ${game.quote.author}`;
  return (
    <Typography
      variant="body2"
      sx={{ fontStyle: 'italic', my: clamp ? 0.5 : 1, ...lines }}
      lang={language}
      title={clamp ? text : undefined}
    >
      {text}
    </Typography>
  );
}

/** The game's indexes, in the manager's language. */
export function IndexChips({ game }: { game: AdminGame }) {
  const language = useLanguage();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
      {game.indexes.map((index) => (
        <Tag key={index.id} outlined>
          {language === 'fr' ? index.label_fr : index.label_en}
        </Tag>
      ))}
    </Stack>
  );
}

export function NoGames() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Quiz sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
      <Typography>{translate('resources.games.empty')}</Typography>
    </Box>
  );
}
