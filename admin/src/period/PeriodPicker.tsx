import { Box, ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  presetOf,
  presetPeriod,
} from '@quiz/shared/format';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { PERIOD_TEXTS, periodSaid } from './texts';

/** The calendars (MUI X date pickers and date-fns) load when custom days are asked for. */
const CustomPeriod = lazy(() => import('./CustomPeriod'));

type Choice = PeriodPreset | 'all' | 'custom';

/**
 * The days a figure or a list is counted over: every date, a preset counted in
 * Douala days as of now (today, yesterday, this week, last 7 days, this month,
 * last month), or two days of the manager's own picked on calendars.
 */
export function PeriodPicker(props: {
  value: Partial<Period>;
  onChange: (period: Partial<Period>) => void;
  /** "All dates" is offered where a screen reads without a period. */
  all?: boolean;
}) {
  useSectionTexts(PERIOD_TEXTS);
  const translate = useTranslate();
  const { value, onChange } = props;
  const preset = presetOf(value, Date.now());
  const dated = Boolean(value.from || value.to);
  const [custom, setCustom] = useState(dated && !preset);
  const choice: Choice = custom || (dated && !preset) ? 'custom' : (preset ?? 'all');

  function choose(next: Choice | null) {
    if (!next) return;
    setCustom(next === 'custom');
    if (next === 'all') onChange({});
    else if (next !== 'custom') onChange(presetPeriod(next, Date.now()));
  }

  const choices: Choice[] = [...(props.all ? ['all' as const] : []), ...PERIOD_PRESETS, 'custom'];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={choice}
        onChange={(_, next: Choice | null) => choose(next)}
        aria-label={translate(periodSaid('label'))}
        // Narrow screens: the presets go on two lines rather than past the screen's edge.
        sx={{ flexWrap: 'wrap' }}
      >
        {choices.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {translate(
              periodSaid(
                PERIOD_PRESETS.includes(option as PeriodPreset) ? `presets.${option}` : option,
              ),
            )}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice === 'custom' && (
        <Suspense fallback={null}>
          <CustomPeriod value={value} onChange={onChange} />
        </Suspense>
      )}
    </Box>
  );
}
