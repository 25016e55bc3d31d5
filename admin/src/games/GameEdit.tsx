import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminGameDetail, StoredQuestion } from '@quiz/shared/contract';
import { useState } from 'react';
import {
  Loading,
  useCreatePath,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { BackLink } from '../common/BackLink';
import type { GameDraft, QuestionDraft } from '../dataProvider/games';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { IndexPicker, QuestionErrors, TitleFields, titleErrors, usePrimaryData } from './formParts';
import { PicturePicker, PictureThumb } from './pictures';
import { QuestionEditor } from './QuestionEditor';
import { GAME_WIZARD_TEXTS } from './texts';
import { useLanguage } from './useLanguage';
import { useLeavePrompt } from './useLeavePrompt';

/** A stored question as the question editor holds it: its pictures are their URLs. */
export function draftOf(question: StoredQuestion): QuestionDraft {
  return {
    type: question.type,
    label: question.label_fr,
    label_en: question.label_en,
    choices_fr: question.choice_values_fr,
    choices_en: question.choice_values_en,
    correction_ids: question.correction_ids,
    illustration: null,
    illustration_url: question.illustration,
    explanation: question.explanation_fr ?? '',
    explanation_en: question.explanation_en ?? '',
  };
}

/** The edit form's own fields; any other refusal is a question's. */
const FORM_FIELDS = [
  'title_fr',
  'title_en',
  'indexes',
  'cover',
  'remove_cover',
  'quote_id',
  'questions_answers',
];

/**
 * Edit a game (ours, beside spec section 2): its titles, cover and indexes,
 * and each question in the wizard's editor, its type kept. A played game
 * says how its choices and corrections change: as a new version for the next
 * plays. The server checks it all again; its refusals flag the fields they name.
 */
export default function GameEdit() {
  useSectionTexts(GAME_WIZARD_TEXTS);
  const { id } = useParams();
  const { data, isPending, error } = useGetOne<AdminGameDetail>('games', { id: Number(id) });
  const translate = useTranslate();
  if (isPending || (data && !data.questions && !error)) return <Loading />;
  if (error || !data)
    return <Typography role="alert">{translate('shell.something_wrong')}</Typography>;
  return <EditForm game={data} />;
}

function EditForm({ game }: { game: AdminGameDetail }) {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const [update, { isPending }] = useUpdate();
  const primary = usePrimaryData();
  const [titles, setTitles] = useState({ title_fr: game.title_fr, title_en: game.title_en });
  const [cover, setCover] = useState<File | null>(null);
  const [coverRemoved, setCoverRemoved] = useState(false);
  const [quote, setQuote] = useState<number | null>(game.quote?.id ?? null);
  const [indexes, setIndexes] = useState(game.indexes.map((index) => index.id));
  const [questions, setQuestions] = useState(game.questions.map(draftOf));
  const [editing, setEditing] = useState<number | null>(null);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const showPath = createPath({ resource: 'games', type: 'show', id: game.id });
  const leave = useLeavePrompt({
    active: changed,
    title: 'resources.games.wizard.leave_title',
    content: 'resources.games.wizard.leave_edit_question',
  });

  if (!primary) return <Loading />;
  const title = language === 'fr' ? game.title_fr : game.title_en;
  const touched = () => setChanged(true);

  function submit() {
    const found = titleErrors(titles);
    if (indexes.length === 0) found.indexes = 'validation.index_required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const draft: GameDraft = {
      ...titles,
      indexes,
      cover,
      questions,
      remove_cover: coverRemoved,
      // Sent only when changed: a game keeps its quote otherwise.
      quote_id: quote !== (game.quote?.id ?? null) ? quote : null,
    };
    update(
      'games',
      { id: game.id, data: draft, previousData: game },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          const record = saved as AdminGameDetail;
          notify('resources.games.wizard.saved', {
            type: 'success',
            messageArgs: { title: language === 'fr' ? record.title_fr : record.title_en },
          });
          leave.allow();
          redirect(showPath);
        },
        onError: (failure) => {
          setErrors((failure as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
        },
      },
    );
  }

  const shown = (key: string) => (errors[key] ? translate(errors[key]) : undefined);

  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 }, maxWidth: 900 }}>
      <BackLink to={showPath} label="resources.games.wizard.back_to_game" />
      <Typography variant="h5" component="h2" sx={{ my: 2 }}>
        {translate('resources.games.wizard.edit_title', { title })}
      </Typography>
      <Stack spacing={2}>
        {game.number_of_plays > 0 && (
          <Alert severity="info">{translate('resources.games.wizard.played')}</Alert>
        )}
        <TitleFields
          titles={titles}
          errors={errors}
          onChange={(next) => {
            setTitles(next);
            touched();
          }}
        />
        <PicturePicker
          label={translate('resources.games.wizard.change_cover')}
          error={errors.cover}
          onPick={(file) => {
            setCover(file);
            setCoverRemoved(false);
            touched();
          }}
        >
          {cover ? (
            <PictureThumb file={cover} alt={translate('resources.games.wizard.cover_alt')} />
          ) : game.cover && !coverRemoved ? (
            <PictureThumb src={game.cover} alt={translate('resources.games.wizard.cover_alt')} />
          ) : (
            <Typography variant="body2">{translate('resources.games.wizard.no_cover')}</Typography>
          )}
          {(cover || (game.cover && !coverRemoved)) && (
            // The cover is optional (spec section 5): a game may go without one.
            <Button
              color="error"
              onClick={() => {
                setCover(null);
                setCoverRemoved(Boolean(game.cover));
                touched();
              }}
            >
              {translate('resources.games.wizard.remove_cover')}
            </Button>
          )}
        </PicturePicker>
        {errors.remove_cover && <FormHelperText error>{shown('remove_cover')}</FormHelperText>}
        <TextField
          select
          label={translate('resources.games.wizard.quote')}
          value={quote ?? ''}
          onChange={(e) => {
            setQuote(Number(e.target.value));
            touched();
          }}
          error={Boolean(errors.quote_id)}
          helperText={shown('quote_id')}
        >
          {primary.quotes.map((option) => (
            <MenuItem key={option.id} value={option.id} lang={language}>
              « {language === 'fr' ? option.quote_fr : option.quote_en} » — {option.author}
            </MenuItem>
          ))}
        </TextField>
        <IndexPicker
          options={primary.indexes}
          value={indexes}
          error={errors.indexes}
          onChange={(next) => {
            setIndexes(next);
            touched();
          }}
        />
        {errors.questions_answers && <Alert severity="error">{shown('questions_answers')}</Alert>}
        <QuestionErrors errors={errors} formFields={FORM_FIELDS} />
        <Stack
          component="ol"
          spacing={1}
          sx={{ p: 0 }}
          aria-label={translate('resources.games.questions')}
        >
          {questions.map((question, position) => (
            <Card
              // biome-ignore lint/suspicious/noArrayIndexKey: a question's place is its identity in an edit
              key={position}
              variant="outlined"
              component="li"
              sx={{ listStyle: 'none' }}
            >
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flex: 1 }} lang={language}>
                  {translate('resources.games.wizard.question_n', { n: position + 1 })} ·{' '}
                  {language === 'fr' ? question.label : question.label_en}
                </Typography>
                <Button
                  startIcon={<Edit />}
                  aria-label={`${translate('resources.games.wizard.edit_question')} ${position + 1}`}
                  onClick={() => setEditing(position)}
                >
                  {translate('actions.edit')}
                </Button>
              </CardContent>
            </Card>
          ))}
        </Stack>
        <Box>
          <Button variant="contained" size="large" onClick={submit} disabled={isPending}>
            {translate('resources.games.wizard.save')}
          </Button>
        </Box>
      </Stack>
      {editing !== null && questions[editing] && (
        <QuestionEditor
          typeFixed
          title={translate('resources.games.wizard.edit_question')}
          initial={questions[editing] as QuestionDraft}
          onClose={() => setEditing(null)}
          onSave={(question) => {
            setQuestions(questions.map((q, i) => (i === editing ? question : q)));
            setEditing(null);
            touched();
          }}
        />
      )}
      {leave.prompt}
    </Box>
  );
}
