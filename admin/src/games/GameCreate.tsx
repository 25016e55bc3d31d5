import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Edit from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormHelperText,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, Loading, useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import type { QuestionDraft } from '../dataProvider/games';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { emptyQuestion, forgetDraft, loadDraft, positionAfterRemoving, saveDraft } from './draft';
import { IndexPicker, QuestionErrors, TitleFields, titleErrors, usePrimaryData } from './formParts';
import { QuestionEditor } from './QuestionEditor';
import { GAME_WIZARD_TEXTS } from './texts';
import { useLanguage } from './useLanguage';

/** The form's own fields; any other refusal is a question's. */
const FORM_FIELDS = ['title_fr', 'title_en', 'indexes', 'cover', 'questions_answers'];

/** The question carousel's height (spec section 2). */
const CAROUSEL_HEIGHT = 350;

/**
 * Create a game (spec section 2 "Create game (wizard)"): both titles, an
 * optional cover, its game indexes, and its questions, at most the manager's
 * questions_size, shown one at a time in a carousel. The server checks it all
 * again; its refusals flag the fields they name.
 */
export default function GameCreate() {
  useSectionTexts(GAME_WIZARD_TEXTS);
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending }] = useCreate();
  const primary = usePrimaryData();
  // A draft survives a reload (its texts; files cannot be kept by the browser).
  const [saved] = useState(() => loadDraft());
  const [titles, setTitles] = useState({
    title_fr: saved?.title_fr ?? '',
    title_en: saved?.title_en ?? '',
  });
  const [cover, setCover] = useState<File | null>(null);
  const [indexes, setIndexes] = useState<number[]>(saved?.indexes ?? []);
  const [questions, setQuestions] = useState<QuestionDraft[]>(saved?.questions ?? []);
  const [at, setAt] = useState(0);
  const [editing, setEditing] = useState<{ position: number | null } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    saveDraft({ ...titles, indexes, questions });
  }, [titles, indexes, questions]);

  if (!primary) return <Loading />;
  const max = primary.questions_size;
  const current = questions[at];
  const draftStarted = Boolean(titles.title_fr || titles.title_en || questions.length);

  function submit() {
    const found = titleErrors(titles);
    if (indexes.length === 0) found.indexes = 'validation.index_required';
    if (questions.length === 0) found.questions_answers = 'validation.question_required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create(
      'games',
      { data: { ...titles, indexes, cover, questions } },
      {
        onSuccess: () => {
          forgetDraft();
          notify('resources.games.wizard.created', { type: 'success' });
          redirect(LINKS.games);
        },
        onError: (error) => {
          setErrors((error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {});
          setFailed(true);
        },
      },
    );
  }

  const shown = (key: string) => (errors[key] ? translate(errors[key]) : undefined);

  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 }, maxWidth: 900 }}>
      <BackLink
        to={LINKS.games}
        label="resources.games.back"
        onClick={(event) => {
          if (!draftStarted) return;
          event.preventDefault();
          setLeaving(true);
        }}
      />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TitleFields titles={titles} errors={errors} onChange={setTitles} />
        <Box>
          <Button variant="outlined" component="label">
            {translate('resources.games.wizard.cover')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              aria-label={translate('resources.games.wizard.cover')}
              onChange={(e) => setCover(e.target.files?.[0] ?? null)}
            />
          </Button>
          {cover && (
            <Typography component="span" sx={{ ml: 1 }}>
              {cover.name}
            </Typography>
          )}
          {errors.cover && <FormHelperText error>{shown('cover')}</FormHelperText>}
        </Box>
        <IndexPicker
          options={primary.indexes}
          value={indexes}
          error={errors.indexes}
          onChange={setIndexes}
        />

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography role="status" aria-live="polite">
            {translate('resources.games.wizard.counter', { count: questions.length, max })}
          </Typography>
          <Button
            startIcon={<Add />}
            variant="outlined"
            disabled={questions.length >= max}
            onClick={() => setEditing({ position: null })}
          >
            {translate('resources.games.wizard.add_question')}
          </Button>
        </Box>
        {failed && (
          <Alert severity="error" role="alert" onClose={() => setFailed(false)}>
            {translate('resources.games.wizard.failed')}
          </Alert>
        )}
        {errors.questions_answers && <Alert severity="error">{shown('questions_answers')}</Alert>}
        <QuestionErrors errors={errors} formFields={FORM_FIELDS} />
        {current && (
          <Card
            variant="outlined"
            sx={{ height: CAROUSEL_HEIGHT, overflow: 'auto' }}
            aria-label={translate('resources.games.wizard.carousel')}
            role="region"
          >
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <IconButton
                  aria-label={translate('resources.games.wizard.previous')}
                  disabled={at === 0}
                  onClick={() => setAt(at - 1)}
                >
                  <ChevronLeft />
                </IconButton>
                <Typography sx={{ flex: 1, textAlign: 'center' }}>
                  {translate('resources.games.wizard.question_n', { n: at + 1 })} ·{' '}
                  {translate(`question_types.${current.type}`)}
                </Typography>
                <IconButton
                  aria-label={translate('resources.games.wizard.next')}
                  disabled={at === questions.length - 1}
                  onClick={() => setAt(at + 1)}
                >
                  <ChevronRight />
                </IconButton>
              </Box>
              <Typography variant="h6" component="p" lang={language}>
                {language === 'fr' ? current.label : current.label_en}
              </Typography>
              <Box component="ol">
                {current.choices_fr.map((choice, index) => {
                  const text =
                    typeof choice === 'string'
                      ? language === 'fr'
                        ? choice
                        : current.choices_en[index]
                      : choice.name;
                  const right = current.correction_ids.indexOf(index);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a choice's place is its identity (texts may repeat)
                    <li key={`${index}-${text}`}>
                      {text}
                      {right >= 0 && ` ✓${current.type.endsWith('moc') ? ` ${right + 1}` : ''}`}
                    </li>
                  );
                })}
              </Box>
              <Button startIcon={<Edit />} onClick={() => setEditing({ position: at })}>
                {translate('actions.edit')}
              </Button>
              <Button color="error" startIcon={<DeleteOutline />} onClick={() => setRemoving(true)}>
                {translate('actions.delete')}
              </Button>
            </CardContent>
          </Card>
        )}
        <Box>
          <Button variant="contained" size="large" onClick={submit} disabled={isPending}>
            {translate('resources.games.wizard.create')}
          </Button>
        </Box>
      </Stack>

      {editing && (
        <QuestionEditor
          title={translate(
            editing.position === null
              ? 'resources.games.wizard.new_question'
              : 'resources.games.wizard.edit_question',
          )}
          initial={
            editing.position === null
              ? emptyQuestion('sc')
              : (questions[editing.position] ?? emptyQuestion('sc'))
          }
          onClose={() => setEditing(null)}
          onSave={(question) => {
            if (editing.position === null) {
              setQuestions([...questions, question]);
              setAt(questions.length);
            } else {
              setQuestions(questions.map((q, i) => (i === editing.position ? question : q)));
            }
            setEditing(null);
          }}
        />
      )}
      <Confirm
        isOpen={removing}
        title="resources.games.wizard.remove_title"
        content="resources.games.wizard.remove_question"
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={() => {
          const remaining = questions.filter((_, i) => i !== at);
          setQuestions(remaining);
          setAt(positionAfterRemoving(at, remaining.length));
          setRemoving(false);
        }}
        onClose={() => setRemoving(false)}
      />
      <Confirm
        isOpen={leaving}
        title="resources.games.wizard.leave_title"
        content="resources.games.wizard.leave_question"
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={() => {
          forgetDraft();
          redirect(LINKS.games);
        }}
        onClose={() => setLeaving(false)}
      />
    </Box>
  );
}
