import { Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import { truncate } from '@quiz/shared/format';
import { useTranslate } from 'react-admin';
import { Tag } from '../common/Tag';
import { GameActions } from './GameActions';
import { createdDate, GameQuote, gamePerson, IndexChips, TITLE_MAX } from './gameParts';
import { useLanguage } from './useLanguage';

/**
 * A game's card (spec section 2 "Games management"), as phones show the list:
 * cover, status, title, quote, indexes, creation date, who made or stopped it,
 * and its actions.
 */
export function GameCard(props: {
  game: AdminGame;
  onChange: (game: AdminGame) => void;
  onExport: (game: AdminGame) => void;
}) {
  const { game } = props;
  const translate = useTranslate();
  const language = useLanguage();
  const title = language === 'fr' ? game.title_fr : game.title_en;

  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ height: '100%' }}>
      {game.cover && (
        <CardMedia
          component="img"
          height="120"
          image={game.cover}
          alt=""
          sx={{ objectFit: 'cover' }}
        />
      )}
      <CardContent>
        <Tag tone={game.is_active ? 'success' : 'neutral'}>
          {translate(game.is_active ? 'resources.games.active' : 'resources.games.inactive')}
        </Tag>
        <Typography variant="h6" component="h3" title={title}>
          {truncate(title, TITLE_MAX)}
        </Typography>
        <GameQuote game={game} />
        <IndexChips game={game} />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.games.created_on', { date: createdDate(game, language) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.games.questions_count', { smart_count: game.number_of_questions })}
          {' · '}
          {translate('resources.games.plays_count', { smart_count: game.number_of_plays })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {gamePerson(game, translate)}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <GameActions
          game={game}
          title={title}
          onChange={props.onChange}
          onExport={props.onExport}
        />
      </CardActions>
    </Card>
  );
}
