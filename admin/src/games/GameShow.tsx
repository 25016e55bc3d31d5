import Edit from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import type { AdminGameDetail, StoredQuestion } from '@quiz/shared/contract';
import { type Language, PICTURE_QUESTION_TYPES } from '@quiz/shared/types';
import { useState } from 'react';
import { Link, Loading, useCreatePath, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import type { Permissions } from '../permissions';
import { BOARD_LINKS } from '../resources';
import { LINKS, link, SERVER_BACK_OFFICE } from '../routes';
import { otherLanguage, otherPlaces, questionIn, titleIn } from './details';
import { GAME_DETAILS_TEXTS } from './texts';
import { useLanguage } from './useLanguage';

const isPicture = (type: string) => (PICTURE_QUESTION_TYPES as readonly string[]).includes(type);

function Question({ question, language }: { question: StoredQuestion; language: Language }) {
  const translate = useTranslate();
  const { label, choices, explanation } = questionIn(question, language);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      {question.illustration && (
        <CardMedia component="img" height="160" image={question.illustration} alt="" />
      )}
      <CardContent>
        <Typography variant="overline">
          {question.rank} · {translate(`question_types.${question.type}`)}
        </Typography>
        <Typography variant="subtitle1" component="h3" lang={language}>
          {label}
        </Typography>
        <Box component="ol" sx={{ pl: 3 }} lang={language}>
          {choices.map((choice, index) => {
            const right = question.correction_ids.indexOf(index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a choice's place is its identity (texts may repeat)
              <Box component="li" key={`${index}-${choice}`} sx={{ my: 0.5 }}>
                {isPicture(question.type) ? (
                  <Box
                    component="img"
                    src={choice}
                    alt={translate('resources.games.picture_choice', { n: index + 1 })}
                    sx={{ height: 64 }}
                  />
                ) : (
                  choice
                )}
                {right >= 0 && (
                  <Chip
                    size="small"
                    color="success"
                    sx={{ ml: 1 }}
                    label={
                      question.type.endsWith('moc')
                        ? translate('resources.games.right_at', { n: right + 1 })
                        : translate('resources.games.right')
                    }
                  />
                )}
              </Box>
            );
          })}
        </Box>
        {explanation && (
          <Typography variant="body2" color="text.secondary" lang={language}>
            {translate('resources.games.explanation', { text: explanation })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The cover beside the title (above it on a phone), the language shown and its switch. */
function Heading(props: {
  game: AdminGameDetail;
  language: Language;
  onSwitch: (language: Language) => void;
}) {
  const { game, language, onSwitch } = props;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const title = titleIn(game, language);
  const other = otherLanguage(language);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="game-title"
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, my: 2 }}
    >
      {game.cover ? (
        <CardMedia
          component="img"
          image={game.cover}
          alt={translate('resources.games.details.cover_alt', { title })}
          sx={{ width: { sm: 240 }, maxHeight: 240, objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ p: 2, width: { sm: 240 }, color: 'text.secondary' }}>
          {translate('resources.games.details.no_cover')}
        </Box>
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Typography id="game-title" variant="h5" component="h2" lang={language}>
          {title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {game.version > 1 && (
            <Chip size="small" label={translate('resources.games.version', { n: game.version })} />
          )}
          <Typography variant="body2" color="text.secondary">
            {translate(`resources.games.details.shown_in_${language}`)}
          </Typography>
          <Button size="small" onClick={() => onSwitch(other)}>
            {translate(`resources.games.details.show_${other}`)}
          </Button>
          <Button
            size="small"
            startIcon={<Edit />}
            component={Link}
            to={createPath({ resource: 'games', type: 'edit', id: game.id })}
          >
            {translate('resources.games.edit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The back office's other places the manager may enter, and the server's own back office. */
function Places() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  return (
    <Box
      component="nav"
      aria-label={translate('resources.games.details.places')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}
    >
      <Button component={Link} to={LINKS.createGame} variant="outlined" size="small">
        {translate('admin.sections.createGame')}
      </Button>
      {otherPlaces(BOARD_LINKS, permissions).map((place) => (
        <Button
          key={place.name}
          component={Link}
          to={link(`/${place.name}`)}
          variant="outlined"
          size="small"
        >
          {translate(`admin.sections.${place.section}`)}
        </Button>
      ))}
      <Button href={SERVER_BACK_OFFICE} target="_blank" rel="noopener" size="small">
        {translate('admin.board.external')}
      </Button>
    </Box>
  );
}

/**
 * A game's details (spec section 2): its cover with its title, then each question with
 * its type, illustration, label, choices and correction, in the manager's language or,
 * to proof a translation, the other; then links to the back office's other places.
 */
export default function GameShow() {
  useSectionTexts(GAME_DETAILS_TEXTS);
  const translate = useTranslate();
  const managerLanguage = useLanguage();
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? managerLanguage;
  const { id } = useParams();
  const { data, isPending, error } = useGetOne<AdminGameDetail>('games', { id: Number(id) });
  // The list's card stands in while the details load: it has no questions yet.
  if (isPending || (data && !data.questions && !error)) return <Loading />;
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.games} label="resources.games.back" />
      {error || !data ? (
        <Typography role="alert">{translate('shell.something_wrong')}</Typography>
      ) : (
        <>
          <Heading game={data} language={language} onSwitch={setChosen} />
          <Stack
            component="ol"
            spacing={2}
            sx={{ p: 0 }}
            aria-label={translate('resources.games.questions')}
          >
            {data.questions.map((question) => (
              <Question key={question.id} question={question} language={language} />
            ))}
          </Stack>
        </>
      )}
      <Places />
    </Box>
  );
}
