import type { AuditArea, AuditEntry } from '@quiz/shared/contract';
import { DataTable, DateField, List, SelectInput, useTranslate } from 'react-admin';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { AUDIT_TEXTS } from './texts';

/** Every area, checked complete against the contract's type (its values would bring the schemas). */
const AREAS = {
  games: 1,
  game_indexes: 1,
  badge_types: 1,
  quotes: 1,
  ad_partners: 1,
  ad_subscriptions: 1,
  ads: 1,
  managers: 1,
  players: 1,
} satisfies Record<AuditArea, 1>;

const areaChoices = Object.keys(AREAS).map((area) => ({
  id: area,
  name: `resources.audit.areas.${area}`,
}));

/** The audit trail (ours, read through ra-data-simple-rest): who changed what, newest first. */
export default function AuditList() {
  useSectionTexts(AUDIT_TEXTS);
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="area"
      source="area"
      choices={areaChoices}
      alwaysOn
      label="resources.audit.fields.area"
    />,
  ];
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title="resources.audit.name"
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="created_at" label="resources.audit.fields.created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col
          label="resources.audit.fields.manager"
          render={(entry: AuditEntry) => `${entry.manager.first_name} ${entry.manager.last_name}`}
        />
        <DataTable.Col
          source="area"
          label="resources.audit.fields.area"
          render={(entry: AuditEntry) =>
            translate(`resources.audit.areas.${entry.area}`, { _: entry.area })
          }
        />
        <DataTable.Col source="action" label="resources.audit.fields.action" />
        <DataTable.Col source="entity_id" label="resources.audit.fields.entity_id" />
      </DataTable>
    </List>
  );
}
