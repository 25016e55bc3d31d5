import FilterList from '@mui/icons-material/FilterList';
import {
  Box,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminStats } from '@quiz/shared/contract';
import { formatDate, formatMoney, formatNumber } from '@quiz/shared/format';
import type { DateParts } from '@quiz/shared/formulas';
import type { Language } from '@quiz/shared/types';
import { statsRangeSchema } from '@quiz/shared/validation';
import { useEffect, useId, useState } from 'react';
import {
  Form,
  Loading,
  NumberInput,
  useDataProvider,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { sharedRule } from '../common/resolver';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { AMOUNTS, ENTITIES } from './indicators';
import { STATS_TEXTS } from './texts';

type Period = { from: DateParts; to: DateParts } | null;

const said = (key: string) => `resources.stats.${key}`;
const asDate = ({ year, month, day }: DateParts) => new Date(year, month - 1, day);
const partsOf = (date: Date): DateParts => ({
  day: date.getDate(),
  month: date.getMonth() + 1,
  year: date.getFullYear(),
});

/** From the first of this month to today: what the filter offers first. */
function thisMonth(): { from: DateParts; to: DateParts } {
  const today = new Date();
  return { from: { ...partsOf(today), day: 1 }, to: partsOf(today) };
}

function DateFields(props: { end: 'from' | 'to' }) {
  const translate = useTranslate();
  // A period ending before it starts is refused on the whole end, not on one of its parts.
  const { errors } = useFormState();
  const whole = (errors[props.end] as { message?: unknown } | undefined)?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {translate(said(props.end))}
      </Typography>
      <Stack direction="row" spacing={1}>
        {(['day', 'month', 'year'] as const).map((part) => (
          <NumberInput
            key={part}
            source={`${props.end}.${part}`}
            label={said(part)}
            sx={{ width: part === 'year' ? 120 : 90 }}
          />
        ))}
      </Stack>
      {typeof whole === 'string' && (
        <Typography role="alert" color="error" variant="body2">
          {translate(whole)}
        </Typography>
      )}
    </Box>
  );
}

/** The filter's dialog: from and to, each as day, month and year (spec section 2). */
function FilterDialog(props: { onClose: () => void; onPick: (period: Period) => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId}>
      <Form
        defaultValues={thisMonth()}
        resolver={sharedRule(statsRangeSchema)}
        onSubmit={(values: Record<string, unknown>) => props.onPick(values as Period)}
      >
        <DialogTitle id={titleId}>{translate(said('filter'))}</DialogTitle>
        <DialogContent>
          <DateFields end="from" />
          <DateFields end="to" />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{translate('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate(said('show'))}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

function Figures({ stats, language }: { stats: AdminStats; language: Language }) {
  const translate = useTranslate();
  const mostPlays = Math.max(1, ...stats.game_indexes.map((index) => index.plays));
  return (
    <>
      {ENTITIES.map(({ entity, indicators }) => (
        <Box key={entity} component="section" aria-label={translate(said(`entities.${entity}`))}>
          <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
            {translate(said(`entities.${entity}`))}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gap: 1,
              m: 0,
              gridTemplateColumns: { sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {indicators.map((indicator) => (
              // dt and dd straight under the card: a definition list's group holds only them.
              <Card key={indicator} variant="outlined" sx={{ p: 2 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(said(`indicators.${indicator}`))}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {AMOUNTS.has(indicator)
                    ? formatMoney(stats[indicator])
                    : formatNumber(stats[indicator], language)}
                </Typography>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
      <Box component="section" aria-label={translate(said('entities.game_indexes'))}>
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {translate(said('entities.game_indexes'))}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {stats.game_indexes.map((index) => (
            <Box
              key={index.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: '200px 1fr 80px',
                gap: 1,
                alignItems: 'center',
                mb: 0.5,
              }}
            >
              <Typography component="dt">
                {language === 'fr' ? index.prim.label_fr : index.prim.label_en}
              </Typography>
              <Box
                aria-hidden
                sx={{
                  height: 12,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  width: `${(100 * index.plays) / mostPlays}%`,
                }}
              />
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {formatNumber(index.plays, language)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}

/**
 * Statistics (spec section 2): the general figures, or a period's after the filter,
 * the indicators listed under their entities. A failed load is only logged and the
 * screen says the figures are missing (section 8).
 */
export default function StatsPage() {
  useSectionTexts(STATS_TEXTS);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language: Language = locale === 'fr' ? 'fr' : 'en';
  const dataProvider = useDataProvider<AppDataProvider>();
  const [period, setPeriod] = useState<Period>(null);
  const [filtering, setFiltering] = useState(false);
  const [stats, setStats] = useState<AdminStats | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setStats(undefined);
    const call = period
      ? dataProvider.action<AdminStats>('stats', 'range', period)
      : dataProvider.action<AdminStats>('stats', 'general');
    call.then(
      (answer) => live && setStats(answer),
      (error) => {
        console.warn(error);
        if (live) setStats(null);
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, period]);

  const heading = period
    ? translate(said('range'), {
        from: formatDate(asDate(period.from), language),
        to: formatDate(asDate(period.to), language),
      })
    : translate(said('general'));

  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <Stack direction="row" spacing={1}>
        <Button variant={period ? 'outlined' : 'contained'} onClick={() => setPeriod(null)}>
          {translate(said('general'))}
        </Button>
        <Button
          variant={period ? 'contained' : 'outlined'}
          startIcon={<FilterList />}
          onClick={() => setFiltering(true)}
        >
          {translate(said('filter'))}
        </Button>
      </Stack>
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {heading}
      </Typography>
      {stats === undefined && <Loading />}
      {stats === null && <Typography role="status">{translate(said('empty'))}</Typography>}
      {stats && <Figures stats={stats} language={language} />}
      {filtering && (
        <FilterDialog
          onClose={() => setFiltering(false)}
          onPick={(picked) => {
            setFiltering(false);
            setPeriod(picked);
          }}
        />
      )}
    </Box>
  );
}
