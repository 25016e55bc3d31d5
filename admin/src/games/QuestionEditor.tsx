import Close from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { questionDataSchema, validate } from '@quiz/shared/validation';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { QuestionDraft } from '../dataProvider/games';
import { canSave, isOrdered, isPictures, pick, removeChoice, typeOf } from './draft';
import { PicturePicker, PictureThumb } from './pictures';

type Kind = 'single' | 'multiple' | 'ordered';
const kindOf = (question: QuestionDraft): Kind =>
  isOrdered(question.type) ? 'ordered' : question.type.endsWith('mc') ? 'multiple' : 'single';

const choiceLabel = (choice: string | File) => (typeof choice === 'string' ? choice : choice.name);

/** The form that adds a choice: both languages, or a picture for the picture types. */
function AddChoice(props: { pictures: boolean; onAdd: (fr: string | File, en: string) => void }) {
  const translate = useTranslate();
  const [fr, setFr] = useState('');
  const [en, setEn] = useState('');
  if (props.pictures) {
    // A picture choice is added only if an image is chosen (section 5), and one the server takes.
    return (
      <PicturePicker
        label={translate('resources.games.wizard.add_picture_choice')}
        onPick={(file) => props.onAdd(file, '')}
      />
    );
  }
  const ready = fr.trim() !== '' && en.trim() !== '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'start' }}>
      <TextField
        size="small"
        label={translate('resources.games.wizard.choice_fr')}
        value={fr}
        onChange={(e) => setFr(e.target.value)}
      />
      <TextField
        size="small"
        label={translate('resources.games.wizard.choice_en')}
        value={en}
        onChange={(e) => setEn(e.target.value)}
      />
      <Button
        disabled={!ready}
        onClick={() => {
          props.onAdd(fr.trim(), en.trim());
          setFr('');
          setEn('');
        }}
      >
        {translate('resources.games.wizard.add_choice')}
      </Button>
    </Stack>
  );
}

/**
 * The question editor (spec sections 2 and 4): its type, an optional
 * illustration, labels in both languages, the choices and which are right.
 * Saving needs a choice and a right answer; the labels are checked by the
 * shared rule (5 characters at least).
 */
export function QuestionEditor(props: {
  initial: QuestionDraft;
  title: string;
  onSave: (question: QuestionDraft) => void;
  onClose: () => void;
  /** an edit of a game keeps each question's type */
  typeFixed?: boolean;
}) {
  const translate = useTranslate();
  const [question, setQuestion] = useState<QuestionDraft>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pictures = isPictures(question.type);
  const ordered = isOrdered(question.type);

  const setType = (kind: Kind, withPictures: boolean) =>
    setQuestion((current) => ({
      ...current,
      type: typeOf(kind, withPictures),
      // Choices of another nature (texts or pictures) do not carry over.
      ...(withPictures !== isPictures(current.type)
        ? { choices_fr: [], choices_en: [], correction_ids: [] }
        : {
            correction_ids:
              kind === 'single' ? current.correction_ids.slice(0, 1) : current.correction_ids,
          }),
    }));

  function save() {
    const result = validate(questionDataSchema, {
      type: question.type,
      label: question.label,
      label_en: question.label_en,
      choice_values: question.choices_fr.map((c) => (typeof c === 'string' ? c : c.name)),
      choice_values_en: pictures ? [] : question.choices_en,
      correction_ids: question.correction_ids,
      explanation: question.explanation ?? '',
      explanation_en: question.explanation_en ?? '',
    });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    props.onSave(question);
  }

  const error = (field: string) => (errors[field] ? translate(errors[field]) : undefined);

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="question-title">
      <DialogTitle id="question-title">{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup
            exclusive
            disabled={props.typeFixed}
            value={kindOf(question)}
            onChange={(_, kind: Kind | null) => kind && setType(kind, pictures)}
            aria-label={translate('resources.games.wizard.type')}
          >
            <ToggleButton value="single">{translate('question_types.sc')}</ToggleButton>
            <ToggleButton value="multiple">{translate('question_types.mc')}</ToggleButton>
            <ToggleButton value="ordered">{translate('question_types.moc')}</ToggleButton>
          </ToggleButtonGroup>
          <FormControlLabel
            control={
              <Switch
                disabled={props.typeFixed}
                checked={pictures}
                onChange={(e) => setType(kindOf(question), e.target.checked)}
              />
            }
            label={translate('resources.games.wizard.picture_choices')}
          />
          {props.typeFixed && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.games.wizard.type_fixed')}
            </Typography>
          )}
          <TextField
            label={translate('resources.games.wizard.label_fr')}
            value={question.label}
            onChange={(e) => setQuestion({ ...question, label: e.target.value })}
            error={Boolean(errors.label)}
            helperText={error('label')}
            lang="fr"
          />
          <TextField
            label={translate('resources.games.wizard.label_en')}
            value={question.label_en}
            onChange={(e) => setQuestion({ ...question, label_en: e.target.value })}
            error={Boolean(errors.label_en)}
            helperText={error('label_en')}
            lang="en"
          />
          {(['explanation', 'explanation_en'] as const).map((field) => (
            <TextField
              key={field}
              multiline
              minRows={2}
              label={translate(
                `resources.games.wizard.${field === 'explanation' ? 'explanation_fr' : field}`,
              )}
              value={question[field] ?? ''}
              onChange={(e) => setQuestion({ ...question, [field]: e.target.value })}
              error={Boolean(errors[field])}
              helperText={error(field) ?? translate('resources.games.wizard.explanation_help')}
              lang={field === 'explanation' ? 'fr' : 'en'}
            />
          ))}
          <PicturePicker
            variant="text"
            label={translate('resources.games.wizard.illustration')}
            onPick={(file) => setQuestion({ ...question, illustration: file })}
          >
            <PictureThumb
              file={question.illustration}
              src={question.illustration_url}
              alt={translate('resources.games.wizard.illustration_alt')}
            />
          </PicturePicker>
          <Typography variant="subtitle2">
            {translate(
              ordered
                ? 'resources.games.wizard.pick_in_order'
                : 'resources.games.wizard.pick_right',
            )}
          </Typography>
          <List aria-label={translate('resources.games.wizard.choices')}>
            {question.choices_fr.map((choice, index) => {
              const place = question.correction_ids.indexOf(index);
              // A picture is seen, and named by its place (a phone's file name says nothing).
              const name = pictures
                ? translate('resources.games.picture_choice', { n: index + 1 })
                : `${choiceLabel(choice)} / ${question.choices_en[index] ?? ''}`;
              return (
                <ListItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: a choice's place is its identity (texts may repeat)
                  key={`${index}-${choiceLabel(choice)}`}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={`${translate('resources.games.wizard.remove_choice')} ${name}`}
                      onClick={() => setQuestion(removeChoice(question, index))}
                    >
                      <Close />
                    </IconButton>
                  }
                >
                  {pictures && (
                    <Box sx={{ mr: 1 }}>
                      <PictureThumb
                        size={56}
                        file={typeof choice === 'string' ? null : choice}
                        src={typeof choice === 'string' ? choice : null}
                        alt={name}
                        mark={place < 0 ? undefined : ordered ? String(place + 1) : '✓'}
                      />
                    </Box>
                  )}
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={place >= 0}
                        onChange={() =>
                          setQuestion({
                            ...question,
                            correction_ids: pick(question.type, question.correction_ids, index),
                          })
                        }
                      />
                    }
                    label={ordered && place >= 0 ? `${place + 1}. ${name}` : name}
                  />
                </ListItem>
              );
            })}
          </List>
          {errors.choice_values && <Typography color="error">{error('choice_values')}</Typography>}
          {errors.correction_ids && (
            <Typography color="error">{error('correction_ids')}</Typography>
          )}
          <AddChoice
            pictures={pictures}
            onAdd={(fr, en) =>
              setQuestion({
                ...question,
                choices_fr: [...question.choices_fr, fr],
                choices_en: [...question.choices_en, en],
              })
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('actions.cancel')}</Button>
        <Button variant="contained" disabled={!canSave(question)} onClick={save}>
          {translate('resources.games.wizard.save_question')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
