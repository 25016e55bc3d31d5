import {
  Alert,
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import type { GamesPrimaryData, IndexOption } from '@quiz/shared/contract';
import { gameTitle, validate } from '@quiz/shared/validation';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useLanguage } from './useLanguage';

/*
 * The parts the create wizard and the edit form share: the titles, the
 * indexes, and the refusals of questions said with their number.
 */

export type Titles = { title_fr: string; title_en: string };

/** The indexes and the manager's questions cap, read on opening the form; null until then. */
export function usePrimaryData(): GamesPrimaryData | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [primary, setPrimary] = useState<GamesPrimaryData | null>(null);
  useEffect(() => {
    dataProvider
      .action<GamesPrimaryData>('games', 'primaryData')
      .then(setPrimary)
      .catch(() => notify('shell.something_wrong', { type: 'error' }));
  }, [dataProvider, notify]);
  return primary;
}

/** The titles' refusals by the shared rule, by field. */
export function titleErrors(titles: Titles): Record<string, string> {
  const found: Record<string, string> = {};
  for (const field of ['title_fr', 'title_en'] as const) {
    const result = validate(gameTitle, titles[field]);
    if (!result.ok && result.errors['']) found[field] = result.errors[''];
  }
  return found;
}

/** Both titles, each in its language, with its refusal. */
export function TitleFields(props: {
  titles: Titles;
  errors: Record<string, string>;
  onChange: (titles: Titles) => void;
}) {
  const translate = useTranslate();
  return (
    <>
      {(['title_fr', 'title_en'] as const).map((field) => (
        <TextField
          key={field}
          label={translate(`resources.games.wizard.${field}`)}
          value={props.titles[field]}
          required
          onChange={(e) => props.onChange({ ...props.titles, [field]: e.target.value })}
          error={Boolean(props.errors[field])}
          helperText={props.errors[field] ? translate(props.errors[field]) : undefined}
          lang={field.endsWith('fr') ? 'fr' : 'en'}
        />
      ))}
    </>
  );
}

/** The game's indexes, ticked among all, with their refusal. */
export function IndexPicker(props: {
  options: IndexOption[];
  value: number[];
  error?: string;
  onChange: (ids: number[]) => void;
}) {
  const translate = useTranslate();
  const language = useLanguage();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{translate('resources.games.wizard.indexes')}</FormLabel>
      <FormGroup row>
        {props.options.map((index) => (
          <FormControlLabel
            key={index.id}
            control={
              <Checkbox
                checked={props.value.includes(index.id)}
                onChange={(e) =>
                  props.onChange(
                    e.target.checked
                      ? [...props.value, index.id]
                      : props.value.filter((id) => id !== index.id),
                  )
                }
              />
            }
            label={language === 'fr' ? index.label_fr : index.label_en}
          />
        ))}
      </FormGroup>
      {props.error && <FormHelperText error>{translate(props.error)}</FormHelperText>}
    </Box>
  );
}

/**
 * Refusals of a question or of one of its pictures (questions_answers[2].data.label,
 * qst_illustration_2, qst_2_choice_0), each said with the question's number; the
 * form's own fields (`formFields`) are said on their field.
 */
export function QuestionErrors(props: { errors: Record<string, string>; formFields: string[] }) {
  const translate = useTranslate();
  const found = Object.entries(props.errors).filter(([key]) => !props.formFields.includes(key));
  if (found.length === 0) return null;
  return (
    <Alert severity="error">
      {found.map(([key, message]) => (
        <div key={key}>
          {translate('resources.games.wizard.question_n', {
            n: Number(/(\d+)/.exec(key)?.[1] ?? 0) + 1,
          })}
          : {translate(message)}
        </div>
      ))}
    </Alert>
  );
}
