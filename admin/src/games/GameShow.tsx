import Edit from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import type { AdminGameDetail, StoredQuestion } from '@quiz/shared/contract';
import { PICTURE_QUESTION_TYPES } from '@quiz/shared/types';
import { Link, Loading, useCreatePath, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import { LINKS } from '../routes';
import { useLanguage } from './useLanguage';

const isPicture = (type: string) => (PICTURE_QUESTION_TYPES as readonly string[]).includes(type);

function Question({ question }: { question: StoredQuestion }) {
  const translate = useTranslate();
  const language = useLanguage();
  const choices = language === 'fr' ? question.choice_values_fr : question.choice_values_en;
  const explanation = language === 'fr' ? question.explanation_fr : question.explanation_en;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      {question.illustration && (
        <CardMedia component="img" height="160" image={question.illustration} alt="" />
      )}
      <CardContent>
        <Typography variant="overline">
          {question.rank} · {translate(`question_types.${question.type}`)}
        </Typography>
        <Typography variant="subtitle1" component="h3">
          {language === 'fr' ? question.label_fr : question.label_en}
        </Typography>
        <Box component="ol" sx={{ pl: 3 }}>
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
          <Typography variant="body2" color="text.secondary">
            {translate('resources.games.explanation', { text: explanation })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A game's details (spec section 2): its cover, then each question with its type, choices and correction. */
export default function GameShow() {
  const translate = useTranslate();
  const language = useLanguage();
  const { id } = useParams();
  const createPath = useCreatePath();
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
          {data.cover && (
            <Box
              component="img"
              src={data.cover}
              alt=""
              sx={{ maxWidth: '100%', maxHeight: 240 }}
            />
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2 }}>
            <Typography variant="h5" component="h2">
              {language === 'fr' ? data.title_fr : data.title_en}
            </Typography>
            {data.version > 1 && (
              <Chip
                size="small"
                label={translate('resources.games.version', { n: data.version })}
              />
            )}
            <Button
              startIcon={<Edit />}
              component={Link}
              to={createPath({ resource: 'games', type: 'edit', id: data.id })}
            >
              {translate('resources.games.edit')}
            </Button>
          </Box>
          <Stack
            component="ol"
            spacing={2}
            sx={{ p: 0 }}
            aria-label={translate('resources.games.questions')}
          >
            {data.questions.map((question) => (
              <Question key={question.id} question={question} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
