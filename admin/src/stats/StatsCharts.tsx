import { Box, Card, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { LineChart } from '@mui/x-charts/LineChart';
import { enUS, frFR } from '@mui/x-charts/locales';
import type { StatsSeries } from '@quiz/shared/contract';
import { formatMoney, formatNumber, type Period } from '@quiz/shared/format';
import type { Language } from '@quiz/shared/types';
import { type ReactNode, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

const said = (key: string) => `resources.stats.charts.${key}`;
const CHART_TEXTS = {
  fr: frFR.components.MuiChartsLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiChartsLocalizationProvider.defaultProps.localeText,
};
const HEIGHT = 260;

/** A Douala day (YYYY-MM-DD) as the axis writes it: 26/11 in both languages, as Cameroon does. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function Chart(props: { title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-label={props.title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h4">
        {props.title}
      </Typography>
      {props.children}
    </Card>
  );
}

/**
 * The charts of the statistics: money in and out per day by channel, purchases
 * and failures per day, new players per day and plays per game index, over the
 * period (the last 30 days without one), each day a Douala day.
 */
export default function StatsCharts(props: {
  period: Period;
  general: boolean;
  language: Language;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { period, language } = props;
  const [series, setSeries] = useState<StatsSeries | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    setSeries(undefined);
    dataProvider.action<StatsSeries>('stats', 'series', { from: period.from, to: period.to }).then(
      (answer) => live && setSeries(answer),
      (error) => {
        console.warn(error);
        if (live) setSeries(null);
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, period.from, period.to]);

  if (series === undefined) return null;
  const heading = (
    <Typography variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
      {translate(said('title'))}
      {props.general ? ` · ${translate(said('last_30_days'))}` : ''}
    </Typography>
  );
  if (series === null) {
    return (
      <>
        {heading}
        <Typography role="status">{translate(said('empty'))}</Typography>
      </>
    );
  }
  const days = series.days.map((row) => shortDay(row.day));
  const money = (value: number | null) => (value === null ? '' : formatMoney(value));
  const count = (value: number | null) => (value === null ? '' : formatNumber(value, language));
  const dayAxis = [{ scaleType: 'band' as const, data: days }];
  // Counts are whole: no tick between 0 and 1.
  const countAxis = [
    { tickMinStep: 1, valueFormatter: (value: number) => formatNumber(value, language), width: 50 },
  ];
  const moneyKeys = ['money_in_om', 'money_in_momo', 'money_out_om', 'money_out_momo'] as const;

  return (
    <ChartsLocalizationProvider localeText={CHART_TEXTS[language]}>
      {heading}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}>
        <Chart title={translate(said('money'))}>
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: days }]}
            yAxis={[
              { valueFormatter: (value: number) => formatNumber(value, language), width: 70 },
            ]}
            series={moneyKeys.map((key) => ({
              label: translate(said(key)),
              data: series.days.map((row) => row[key]),
              valueFormatter: money,
              showMark: false,
            }))}
          />
        </Chart>
        <Chart title={translate(said('purchases'))}>
          <BarChart
            height={HEIGHT}
            xAxis={dayAxis}
            yAxis={countAxis}
            series={[
              {
                label: translate(said('paid')),
                data: series.days.map((row) => row.purchases),
                valueFormatter: count,
                stack: 'tries',
              },
              {
                label: translate(said('failed')),
                data: series.days.map((row) => row.purchase_failures),
                valueFormatter: count,
                stack: 'tries',
              },
            ]}
          />
        </Chart>
        <Chart title={translate(said('new_players'))}>
          <BarChart
            height={HEIGHT}
            xAxis={dayAxis}
            yAxis={countAxis}
            hideLegend
            series={[
              {
                label: translate(said('new_players')),
                data: series.days.map((row) => row.new_players),
                valueFormatter: count,
              },
            ]}
          />
        </Chart>
        <Chart title={translate(said('plays'))}>
          <BarChart
            height={Math.max(HEIGHT, 40 * series.game_indexes.length)}
            layout="horizontal"
            hideLegend
            xAxis={countAxis.map(({ width: _, ...axis }) => axis)}
            yAxis={[
              {
                scaleType: 'band',
                data: series.game_indexes.map((index) =>
                  language === 'fr' ? index.prim.label_fr : index.prim.label_en,
                ),
                width: 160,
              },
            ]}
            series={[
              {
                label: translate(said('plays')),
                data: series.game_indexes.map((index) => index.plays),
                valueFormatter: count,
              },
            ]}
          />
        </Chart>
      </Box>
    </ChartsLocalizationProvider>
  );
}
