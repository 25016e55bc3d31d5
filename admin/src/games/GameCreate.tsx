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
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { MAX_FORM_UPLOAD_BYTES } from '@quiz/shared/constants';
import type { GamesPrimaryData } from '@quiz/shared/contract';
import { useEffect, useRef, useState } from 'react';
import { Confirm, Loading, useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import type { QuestionDraft } from '../dataProvider/games';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { storage } from '../lib/storage';
import { LINKS } from '../routes';
import {
  canAddQuestion,
  emptyQuestion,
  isOrdered,
  isPictures,
  positionAfterRemoving,
} from './draft';
import {
  browserDrafts,
  forgetUnownedDraft,
  hasWork,
  type LoadedDraft,
  type WizardDraft,
} from './draftStore';
import { IndexPicker, QuestionErrors, TitleFields, titleErrors, usePrimaryData } from './formParts';
import { PicturePicker, PictureThumb } from './pictures';
import { QuestionEditor } from './QuestionEditor';
import { GAME_WIZARD_TEXTS } from './texts';
import { useLanguage } from './useLanguage';
import { useLeavePrompt } from './useLeavePrompt';

/** The form's own fields; any other refusal is a question's. */
const FORM_FIELDS = ['title_fr', 'title_en', 'indexes', 'cover', 'questions_answers', 'body'];

/** The question carousel's height (spec section 2). */
const CAROUSEL_HEIGHT = 350;

/** Every picture of the draft: the form carries them all at once, within the server's limit. */
function draftBytes(draft: WizardDraft): number {
  const files = [
    draft.cover,
    ...draft.questions.flatMap((q) => [q.illustration, ...q.choices_fr]),
  ].filter((file): file is File => typeof file === 'object' && file !== null);
  return files.reduce((total, file) => total + file.size, 0);
}

/**
 * Create a game (spec section 2 "Create game (wizard)"). The draft is the
 * manager's own, kept in this browser with its pictures across reloads
 * (draftStore.ts); the wizard opens once it is read.
 */
export default function GameCreate() {
  useSectionTexts(GAME_WIZARD_TEXTS);
  const primary = usePrimaryData();
  const user = storage.userDetails()?.id ?? null;
  const [read, setRead] = useState<{ saved: LoadedDraft | null; failed: boolean } | null>(null);
  useEffect(() => {
    forgetUnownedDraft();
    if (user === null) {
      setRead({ saved: null, failed: true });
      return;
    }
    browserDrafts()
      .load(user)
      .then(
        (saved) => setRead({ saved, failed: false }),
        () => setRead({ saved: null, failed: true }),
      );
  }, [user]);
  if (!primary || !read) return <Loading />;
  return <Wizard primary={primary} user={user} saved={read.saved} />;
}

/**
 * Both titles, an optional cover, its game indexes, and its questions, at
 * most the manager's questions_size, shown one at a time in a carousel, their
 * pictures seen. The server checks it all again; its refusals flag the fields
 * they name.
 */
function Wizard(props: {
  primary: GamesPrimaryData;
  user: number | null;
  saved: LoadedDraft | null;
}) {
  const { primary, user, saved } = props;
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending }] = useCreate();
  const [titles, setTitles] = useState({
    title_fr: saved?.draft.title_fr ?? '',
    title_en: saved?.draft.title_en ?? '',
  });
  const [cover, setCover] = useState<File | null>(saved?.draft.cover ?? null);
  const [indexes, setIndexes] = useState<number[]>(saved?.draft.indexes ?? []);
  const [questions, setQuestions] = useState<QuestionDraft[]>(saved?.draft.questions ?? []);
  const [at, setAt] = useState(0);
  const [editing, setEditing] = useState<{ position: number | null } | null>(null);
  const [removing, setRemoving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [kept, setKept] = useState<'saving' | 'kept' | 'failed'>('kept');
  const saves = useRef(0);
  const draft: WizardDraft = { ...titles, cover, indexes, questions };
  const work = hasWork(draft);
  const drafts = browserDrafts();
  const forget = () => (user === null ? Promise.resolve() : drafts.forget(user).catch(() => {}));
  const leave = useLeavePrompt({
    active: work,
    title: 'resources.games.wizard.leave_title',
    content: 'resources.games.wizard.leave_question',
    onLeave: forget,
  });

  // Each change is kept at once; the last save says whether the draft is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is its parts, listed
  useEffect(() => {
    const n = ++saves.current;
    if (user === null) {
      setKept('failed');
      return;
    }
    setKept('saving');
    drafts.save(user, { ...titles, cover, indexes, questions }).then(
      () => n === saves.current && setKept('kept'),
      () => n === saves.current && setKept('failed'),
    );
  }, [user, titles, cover, indexes, questions]);

  const max = primary.questions_size;
  const room = canAddQuestion(questions.length, max);
  const current = questions[at];

  function submit() {
    const found = titleErrors(titles);
    if (indexes.length === 0) found.indexes = 'validation.index_required';
    if (questions.length === 0) found.questions_answers = 'validation.question_required';
    if (draftBytes(draft) > MAX_FORM_UPLOAD_BYTES) found.body = 'resources.games.wizard.too_heavy';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create(
      'games',
      { data: { ...titles, indexes, cover, questions } },
      {
        onSuccess: async () => {
          leave.allow();
          await forget();
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

  const shown = (key: string) =>
    errors[key]
      ? translate(errors[key], { size: MAX_FORM_UPLOAD_BYTES / (1024 * 1024) })
      : undefined;

  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 }, maxWidth: 900 }}>
      <BackLink to={LINKS.games} label="resources.games.back" />
      <Stack spacing={2} sx={{ mt: 2 }}>
        {saved && saved.lost > 0 && (
          <Alert severity="warning">
            {translate('resources.games.wizard.draft_lost', { count: saved.lost })}
          </Alert>
        )}
        {work && kept === 'failed' && (
          <Alert severity="warning" role="alert">
            {translate('resources.games.wizard.draft_not_kept')}
          </Alert>
        )}
        <TitleFields titles={titles} errors={errors} onChange={setTitles} />
        <PicturePicker
          label={translate('resources.games.wizard.cover')}
          error={errors.cover}
          onPick={setCover}
        >
          {cover && (
            <>
              <PictureThumb file={cover} alt={translate('resources.games.wizard.cover_alt')} />
              <Button color="error" onClick={() => setCover(null)}>
                {translate('resources.games.wizard.remove_cover')}
              </Button>
            </>
          )}
        </PicturePicker>
        <IndexPicker
          options={primary.indexes}
          value={indexes}
          error={errors.indexes}
          onChange={setIndexes}
        />

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography role="status" aria-live="polite">
            {translate('resources.games.wizard.counter', { count: questions.length, max })}
          </Typography>
          <Button
            startIcon={<Add />}
            variant="outlined"
            disabled={!room}
            aria-describedby={room ? undefined : 'questions-max'}
            onClick={() => setEditing({ position: null })}
          >
            {translate('resources.games.wizard.add_question')}
          </Button>
          {!room && (
            <Typography id="questions-max" variant="body2" color="text.secondary">
              {translate('resources.games.wizard.questions_max', { smart_count: max })}
            </Typography>
          )}
          {work && kept === 'kept' && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.games.wizard.draft_kept')}
            </Typography>
          )}
        </Box>
        {failed && (
          <Alert severity="error" role="alert" onClose={() => setFailed(false)}>
            {translate('resources.games.wizard.failed')}
          </Alert>
        )}
        {errors.questions_answers && <Alert severity="error">{shown('questions_answers')}</Alert>}
        {errors.body && <Alert severity="error">{shown('body')}</Alert>}
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
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
                <PictureThumb
                  file={current.illustration}
                  alt={translate('resources.games.wizard.illustration_alt')}
                />
                <Typography variant="h6" component="p" lang={language}>
                  {language === 'fr' ? current.label : current.label_en}
                </Typography>
              </Stack>
              <ChoicesPreview question={current} />
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
      {leave.prompt}
    </Box>
  );
}

/**
 * The choices of the question shown: texts, or the pictures themselves, the
 * right ones ticked and, for ordered types, numbered in the correction order.
 */
function ChoicesPreview({ question }: { question: QuestionDraft }) {
  const translate = useTranslate();
  const language = useLanguage();
  const ordered = isOrdered(question.type);
  const mark = (index: number) => {
    const place = question.correction_ids.indexOf(index);
    if (place < 0) return undefined;
    return ordered ? String(place + 1) : '✓';
  };
  if (isPictures(question.type)) {
    return (
      <Stack
        component="ol"
        direction="row"
        sx={{ p: 0, listStyle: 'none', flexWrap: 'wrap', gap: 1 }}
        aria-label={translate('resources.games.wizard.choices')}
      >
        {question.choices_fr.map((choice, index) => {
          const place = question.correction_ids.indexOf(index);
          const alt = translate(
            place < 0
              ? 'resources.games.picture_choice'
              : ordered
                ? 'resources.games.wizard.picture_place'
                : 'resources.games.wizard.picture_right',
            { n: index + 1, place: place + 1 },
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a choice's place is its identity
            <li key={index}>
              <PictureThumb
                size={96}
                file={typeof choice === 'string' ? null : choice}
                src={typeof choice === 'string' ? choice : null}
                alt={alt}
                mark={mark(index)}
              />
            </li>
          );
        })}
      </Stack>
    );
  }
  return (
    <Box component="ol">
      {question.choices_fr.map((choice, index) => {
        const text = language === 'fr' ? String(choice) : question.choices_en[index];
        const shown = mark(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a choice's place is its identity (texts may repeat)
          <li key={`${index}-${text}`}>
            {text}
            {shown && ` ${shown === '✓' ? '✓' : `✓ ${shown}`}`}
          </li>
        );
      })}
    </Box>
  );
}
