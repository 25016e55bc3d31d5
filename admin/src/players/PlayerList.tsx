import { Typography } from '@mui/material';
import type { PlayerRecord } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { RowLink } from '../common/RowLink';
import { TABLE_SCROLLS_ALONE } from '../common/scrolls';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { contactOf, nameOf, StateTag } from './parts';
import { PLAYERS_TEXTS, said } from './texts';

/**
 * Player support: players found by name, phone number in any written form, e-mail or
 * id, newest first, with their balances; a row opens the player's account.
 */
export default function PlayerList() {
  useSectionTexts(PLAYERS_TEXTS);
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate(said('search'))} />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title="admin.sections.players"
      exporter={false}
      empty={false}
      sx={TABLE_SCROLLS_ALONE}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate(said('intro'))}
      </Typography>
      <DataTable<PlayerRecord> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" label={said('fields.id')} />
        <DataTable.Col
          label={said('fields.player')}
          render={(record: PlayerRecord) => <RowLink>{nameOf(record)}</RowLink>}
        />
        <DataTable.Col label={said('fields.contact')} render={contactOf} />
        <DataTable.NumberCol source="credits" label={said('fields.credits')} disableSort />
        <DataTable.Col
          label={said('fields.gains')}
          align="right"
          render={(record) => formatMoney(record.gains)}
        />
        <DataTable.Col
          label={said('fields.state')}
          render={(record) => <StateTag blocked={record.is_blocked} />}
        />
      </DataTable>
    </List>
  );
}
