import { Box, Card, Typography } from '@mui/material';
import type { AdminStats } from '@quiz/shared/contract';
import {
  businessDay,
  formatDate,
  formatMoney,
  formatNumber,
  type Period,
  previousPeriod,
} from '@quiz/shared/format';
import type { Language } from '@quiz/shared/types';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loading, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import type { ComparedStats } from '../dataProvider/stats';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { PeriodPicker } from '../period/PeriodPicker';
import { AMOUNTS, change, ENTITIES, STOCKS } from './indicators';
import { STATS_TEXTS } from './texts';

/** The charts (MUI X Charts) load after the figures, in a chunk of their own. */
const StatsCharts = lazy(() => import('./StatsCharts'));

const said = (key: string) => `resources.stats.${key}`;
const DAY_MS = 24 * 3600 * 1000;
/** Without a period, the charts draw the last 30 Douala days. */
const CHARTED_DAYS = 30;

const dayText = (day: string, language: Language) => formatDate(`${day}T12:00:00`, language);

/** A complete period, none (the general figures), or one being picked (nothing to load yet). */
function asked(value: Partial<Period>): Period | null | undefined {
  if (value.from && value.to) return { from: value.from, to: value.to };
  return value.from || value.to ? undefined : null;
}

function Change(props: { current: number; before: number; amount: boolean; language: Language }) {
  const translate = useTranslate();
  const { difference, percent } = change(props.current, props.before);
  const shown = props.amount
    ? formatMoney(props.before)
    : formatNumber(props.before, props.language);
  const sign = difference > 0 ? '+' : '';
  const moved = props.amount
    ? `${sign}${formatMoney(difference)}`
    : `${sign}${formatNumber(difference, props.language)}`;
  const rate =
    percent === undefined
      ? ''
      : ` (${new Intl.NumberFormat(props.language, {
          style: 'percent',
          signDisplay: 'exceptZero',
        }).format(percent / 100)})`;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(said('before'), { value: shown })} · {moved}
      {rate}
    </Typography>
  );
}

function Figures(props: { stats: AdminStats; before?: AdminStats; language: Language }) {
  const { stats, before, language } = props;
  const translate = useTranslate();
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
                {before && !STOCKS.has(indicator) && (
                  <Box component="dd" sx={{ m: 0 }}>
                    <Change
                      current={stats[indicator]}
                      before={before[indicator]}
                      amount={AMOUNTS.has(indicator)}
                      language={language}
                    />
                  </Box>
                )}
                {before && STOCKS.has(indicator) && (
                  <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                    {translate(said('stock'))}
                  </Typography>
                )}
              </Card>
            ))}
          </Box>
        </Box>
      ))}
      <Box component="section" aria-label={translate(said('entities.game_indexes'))}>
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          {translate(said('entities.game_indexes'))}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: '240px 120px',
            gap: 0.5,
            m: 0,
          }}
        >
          {stats.game_indexes.map((index) => (
            <Box key={index.id} sx={{ display: 'contents' }}>
              <Typography component="dt">
                {language === 'fr' ? index.prim.label_fr : index.prim.label_en}
              </Typography>
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
 * Statistics (spec sections 2 and 3): the general figures, or a period's (a
 * preset of Douala days or two days picked) beside the period before it, grouped
 * as section 3 lists them, then the charts. A failed load is only logged and the
 * screen says the figures are missing (section 8).
 */
export default function StatsPage() {
  useSectionTexts(STATS_TEXTS);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language: Language = locale === 'fr' ? 'fr' : 'en';
  const dataProvider = useDataProvider<AppDataProvider>();
  const [value, setValue] = useState<Partial<Period>>({});
  const [period, setPeriod] = useState<Period | null>(null);
  const [stats, setStats] = useState<ComparedStats | { current: AdminStats } | null | undefined>(
    undefined,
  );

  useEffect(() => {
    const next = asked(value);
    if (next === undefined) return;
    setPeriod((now) => (now?.from === next?.from && now?.to === next?.to ? now : next));
  }, [value]);

  useEffect(() => {
    let live = true;
    setStats(undefined);
    const call = period
      ? dataProvider.action<ComparedStats>('stats', 'compared', period)
      : dataProvider.action<AdminStats>('stats', 'general').then((current) => ({ current }));
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

  const range = (days: Period) =>
    translate(said('range'), {
      from: dayText(days.from, language),
      to: dayText(days.to, language),
    });
  const charted: Period = period ?? {
    from: businessDay(Date.now() - (CHARTED_DAYS - 1) * DAY_MS),
    to: businessDay(Date.now()),
  };
  const before = period ? previousPeriod(period) : undefined;

  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <PeriodPicker all value={value} onChange={setValue} />
      <Typography variant="h5" component="h2" sx={{ mt: 2 }}>
        {period ? range(period) : translate(said('general'))}
      </Typography>
      {before && (
        <Typography variant="body2" color="text.secondary">
          {translate(said('compared'), {
            from: dayText(before.from, language),
            to: dayText(before.to, language),
          })}
        </Typography>
      )}
      {stats === undefined && <Loading />}
      {stats === null && <Typography role="status">{translate(said('empty'))}</Typography>}
      {stats && (
        <Figures
          stats={stats.current}
          before={'before' in stats ? stats.before : undefined}
          language={language}
        />
      )}
      <Suspense fallback={null}>
        <StatsCharts period={charted} general={!period} language={language} />
      </Suspense>
    </Box>
  );
}
