import { Box } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import type { Period } from '@quiz/shared/format';
import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { fr } from 'date-fns/locale/fr';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { periodSaid } from './texts';

/** The calendars' words and the days' order (day first in both: Cameroon writes 15/04/2026). */
const LOCALES = {
  fr: { dates: fr, texts: frFR },
  en: { dates: enGB, texts: enUS },
} as const;

const dayOf = (value: string | undefined) => (value ? parseISO(value) : null);

/** No payment, play or player is older: a year before it is one still being typed. */
const FIRST_YEAR = 2020;

/** Two calendars, from and to: a period of the manager's own days. */
export default function CustomPeriod(props: {
  value: Partial<Period>;
  onChange: (period: Partial<Period>) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dates, texts } = LOCALES[locale === 'fr' ? 'fr' : 'en'];
  // Each calendar keeps the day as typed; the period moves once it is a whole, valid day
  // (a year typed digit by digit passes through 0002, 0020 and 0202 first).
  const [from, setFrom] = useState(() => dayOf(props.value.from));
  const [to, setTo] = useState(() => dayOf(props.value.to));

  const set =
    (end: keyof Period, keep: (day: Date | null) => void) =>
    (day: Date | null, context: { validationError: unknown }) => {
      keep(day);
      if (day && (!isValid(day) || day.getFullYear() < FIRST_YEAR || context.validationError)) {
        return;
      }
      props.onChange({ ...props.value, [end]: day ? format(day, 'yyyy-MM-dd') : undefined });
    };

  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dates}
      localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DatePicker
          label={translate(periodSaid('from'))}
          value={from}
          maxDate={to ?? undefined}
          onChange={set('from', setFrom)}
          slotProps={{ textField: { size: 'small' } }}
        />
        <DatePicker
          label={translate(periodSaid('to'))}
          value={to}
          minDate={from ?? undefined}
          onChange={set('to', setTo)}
          slotProps={{ textField: { size: 'small' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
