import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ScoreRecord, SuspiciousPlayer } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { useState } from 'react';
import {
  BooleanField,
  DataTable,
  DateField,
  DateInput,
  List,
  SelectInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { TABLE_SCROLLS_ALONE } from '../common/scrolls';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { SCORES_TEXTS } from './texts';

const said = (key: string) => `resources.scores.${key}`;

const person = (player: { player_name: string | null; first_name: string; last_name: string }) =>
  player.player_name ?? `${player.first_name} ${player.last_name}`;

const FILTERS = [
  <SelectInput
    key="type"
    source="type"
    label={said('fields.type')}
    choices={[
      { id: 'solo', name: said('types.solo') },
      { id: 'challenge', name: said('types.challenge') },
    ]}
    alwaysOn
  />,
  <DateInput key="from" source="from" label={said('fields.from')} alwaysOn />,
  <DateInput key="to" source="to" label={said('fields.to')} alwaysOn />,
];

/** Results of finished plays, newest first, filtered by kind and period. */
function Results() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List
      resource="scores"
      filters={FILTERS}
      sort={{ field: 'ended_at', order: 'DESC' }}
      perPage={25}
      title={false}
      actions={false}
      sx={TABLE_SCROLLS_ALONE}
    >
      <DataTable<ScoreRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="ended_at" label={said('fields.ended_at')}>
          <DateField source="ended_at" showTime locales={locale === 'fr' ? 'fr-FR' : 'en-GB'} />
        </DataTable.Col>
        <DataTable.Col label={said('fields.player')} render={(score) => person(score.player)} />
        <DataTable.Col
          label={said('fields.game')}
          render={(score) => (locale === 'fr' ? score.game.title_fr : score.game.title_en)}
        />
        <DataTable.Col
          label={said('fields.type')}
          render={(score) => translate(said(`types.${score.type}`))}
        />
        <DataTable.NumberCol
          source="note"
          label={said('fields.note')}
          render={(score) =>
            translate(said('note'), { note: score.note, total: score.number_of_questions })
          }
        />
        <DataTable.Col source="is_winner" disableSort label={said('fields.is_winner')}>
          <BooleanField source="is_winner" />
        </DataTable.Col>
        <DataTable.NumberCol
          source="gain"
          label={said('fields.gain')}
          render={(score) => formatMoney(score.gain)}
        />
        <DataTable.NumberCol
          source="duration_sec"
          disableSort
          label={said('fields.duration_sec')}
          render={(score) => translate(said('seconds'), { seconds: score.duration_sec })}
        />
      </DataTable>
    </List>
  );
}

/** Each reason with the figures that raised it, as the server gives them. */
function Reasons({ player }: { player: SuspiciousPlayer }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {player.reasons.map((reason) => (
        <li key={reason.kind}>
          <strong>{translate(said(`kinds.${reason.kind}`))}</strong>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {Object.entries(reason.evidence)
              .map(
                ([name, value]) =>
                  `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
              )
              .join(' · ')}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** Players whose play looks wrong, the most flagged first; nothing is done to them here. */
function Suspicious() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate(said('suspicious_intro'))}
      </Typography>
      <List
        resource="suspicious-players"
        perPage={25}
        title={false}
        actions={false}
        disableSyncWithLocation
        sx={TABLE_SCROLLS_ALONE}
        empty={<Typography>{translate(said('none_suspicious'))}</Typography>}
      >
        <DataTable<SuspiciousPlayer> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col label={said('fields.player')} render={person} />
          <DataTable.Col
            label={said('fields.reasons')}
            render={(player) => <Reasons player={player as SuspiciousPlayer} />}
          />
        </DataTable>
      </List>
    </>
  );
}

/** Scores (spec: super/scores, its content not shown): results of plays, and suspicious players. */
export default function ScoreList() {
  useSectionTexts(SCORES_TEXTS);
  const translate = useTranslate();
  const [tab, setTab] = useState<'results' | 'suspicious'>('results');
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
      <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label={translate(said('tabs'))}>
        <Tab value="results" label={translate(said('results'))} />
        <Tab value="suspicious" label={translate(said('suspicious'))} />
      </Tabs>
      {tab === 'results' ? <Results /> : <Suspicious />}
    </Box>
  );
}
