import { Alert, Box, Typography } from '@mui/material';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { enUS, frFR } from '@mui/x-charts/locales';
import type { DashboardTrend } from '@quiz/shared/contract';
import { formatNumber } from '@quiz/shared/format';
import type { Language } from '@quiz/shared/types';
import { useEffect, useId, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { DASHBOARD_TEXTS, said } from './texts';

const CHART_TEXTS = { en: enUS, fr: frFR } as const;

/** A Douala day (YYYY-MM-DD) as the axis shows it: "26/11" or "11/26". */
export function shortDay(day: string, lang: Language): string {
  const [, month, date] = day.split('-');
  return lang === 'fr' ? `${date}/${month}` : `${month}/${date}`;
}

function useTrend() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [trend, setTrend] = useState<DashboardTrend | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.action<DashboardTrend>('dashboard', 'trend').then(
      (answer) => live && setTrend(answer),
      () => live && setTrend('failed'),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return trend;
}

/**
 * The super board's last 30 days (ours): new players and plays a day, in
 * Douala days. Loaded apart with its charting library, so the board's first
 * download stays within its budget.
 */
export default function TrendChart() {
  useSectionTexts(DASHBOARD_TEXTS);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale as Language;
  const titleId = useId();
  const trend = useTrend();
  const days = trend && trend !== 'failed' ? trend.days : [];
  const series = (key: 'new_players' | 'plays') => ({
    id: key,
    curve: 'linear' as const,
    label: translate(said(`trend.${key}`)),
    data: days.map((day) => day[key]),
    valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value, lang)),
  });
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(said('trend.title'))}
      </Typography>
      {trend === 'failed' ? (
        <Alert severity="error">{translate(said('trend.failed'))}</Alert>
      ) : (
        <ChartsLocalizationProvider
          localeText={
            CHART_TEXTS[lang].components.MuiChartsLocalizationProvider.defaultProps.localeText
          }
        >
          <LineChart
            height={260}
            // Figures to read, not a show: drawn at once.
            skipAnimation
            loading={trend === null}
            xAxis={[
              {
                scaleType: 'point',
                data: days.map((day) => day.day),
                valueFormatter: (day: string) => shortDay(day, lang),
              },
            ]}
            series={[series('new_players'), series('plays')]}
            aria-label={translate(said('trend.title'))}
          />
        </ChartsLocalizationProvider>
      )}
    </Box>
  );
}
