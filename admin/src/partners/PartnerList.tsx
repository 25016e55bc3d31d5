import Add from '@mui/icons-material/Add';
import { Box, Button, Grid, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { AdPartner } from '@quiz/shared/contract';
import { useState } from 'react';
import { type Identifier, ListBase, useListContext, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { PartnerCard } from './PartnerCard';
import { PartnerForm } from './PartnerForm';
import { Pager, said } from './parts';
import { AllSubscriptions } from './Subscriptions';
import { PARTNERS_TEXTS } from './texts';

type TabName = 'general' | 'filter' | 'subscriptions';

function Partners(props: { onEdit: (id: Identifier) => void; counted?: boolean }) {
  const translate = useTranslate();
  const { data, total, isPending } = useListContext<AdPartner>();
  if (isPending) return null;
  return (
    <>
      {props.counted && (
        <Typography role="status" sx={{ mb: 1 }}>
          {translate(said('results'), { smart_count: total ?? 0 })}
        </Typography>
      )}
      {data?.length ? (
        <Grid container spacing={2}>
          {data.map((partner) => (
            <Grid key={partner.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PartnerCard partner={partner} onEdit={() => props.onEdit(partner.id)} />
            </Grid>
          ))}
        </Grid>
      ) : (
        !props.counted && <Typography sx={{ py: 2 }}>{translate(said('empty'))}</Typography>
      )}
      <Pager />
    </>
  );
}

/** The filter tab: partners whose name, RCCM, e-mail or phone holds the text. */
function Search(props: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  return (
    <>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setTerm(typed.trim());
        }}
        sx={{ display: 'flex', gap: 1, my: 2 }}
      >
        <TextField
          size="small"
          label={translate(said('search'))}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ minWidth: 320 }}
        />
        <Button type="submit" variant="outlined">
          {translate('actions.search')}
        </Button>
      </Box>
      {term && (
        <ListBase resource="partners" filter={{ q: term }} perPage={10} disableSyncWithLocation>
          <Partners onEdit={props.onEdit} counted />
        </ListBase>
      )}
    </>
  );
}

/**
 * Ads management (spec section 2): three tabs, the partners, a partner search and every
 * subscription; a partner is added and edited in a dialog, and opens its detail.
 */
export default function PartnerList() {
  useSectionTexts(PARTNERS_TEXTS);
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('general');
  const [editing, setEditing] = useState<{ id?: Identifier } | null>(null);
  const onEdit = (id: Identifier) => setEditing({ id });
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, value) => setTab(value)}
          aria-label={translate(said('tabs'))}
        >
          <Tab value="general" label={translate(said('tab_general'))} />
          <Tab value="filter" label={translate(said('tab_filter'))} />
          <Tab value="subscriptions" label={translate(said('tab_subscriptions'))} />
        </Tabs>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
          {translate(said('add'))}
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        {tab === 'general' && (
          <ListBase resource="partners" perPage={10} disableSyncWithLocation>
            <Partners onEdit={onEdit} />
          </ListBase>
        )}
        {tab === 'filter' && <Search onEdit={onEdit} />}
        {tab === 'subscriptions' && <AllSubscriptions />}
      </Box>
      {editing && <PartnerForm id={editing.id} onClose={() => setEditing(null)} />}
    </Box>
  );
}
