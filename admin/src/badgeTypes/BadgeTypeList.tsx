import Add from '@mui/icons-material/Add';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import { Box, Button, Grid, Typography } from '@mui/material';
import type { AdminBadgeType } from '@quiz/shared/contract';
import { useState } from 'react';
import { type Identifier, ListBase, Loading, useListContext, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { BadgeTypeCard } from './BadgeTypeCard';
import { BadgeTypeForm } from './BadgeTypeForm';
import { BADGE_TYPES_TEXTS } from './texts';

/** The dialog open: a new badge type, or the one edited. */
type Editing = { id?: Identifier } | null;

function Cards(props: {
  heading: string;
  list: AdminBadgeType[];
  onEdit: (id: Identifier) => void;
}) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(props.heading)} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(props.heading)}
      </Typography>
      <Grid container spacing={2}>
        {props.list.map((badgeType) => (
          <Grid key={badgeType.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <BadgeTypeCard badgeType={badgeType} onEdit={() => props.onEdit(badgeType.id)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function BadgeTypes() {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<AdminBadgeType>();
  const [editing, setEditing] = useState<Editing>(null);
  if (isPending) return <Loading />;
  const actives = data?.filter((badgeType) => badgeType.is_active) ?? [];
  const inactives = data?.filter((badgeType) => !badgeType.is_active) ?? [];
  return (
    <>
      <Button variant="contained" startIcon={<Add />} sx={{ my: 2 }} onClick={() => setEditing({})}>
        {translate('resources.badgeTypes.add')}
      </Button>
      {/* A failed load is only logged (section 8): the empty placeholder shows. */}
      {error || actives.length + inactives.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <MilitaryTech sx={{ fontSize: 96, opacity: 0.4 }} aria-hidden />
          <Typography>{translate('resources.badgeTypes.empty')}</Typography>
        </Box>
      ) : (
        <>
          <Cards
            heading="resources.badgeTypes.actives"
            list={actives}
            onEdit={(id) => setEditing({ id })}
          />
          {inactives.length > 0 && (
            <Cards
              heading="resources.badgeTypes.inactives"
              list={inactives}
              onEdit={(id) => setEditing({ id })}
            />
          )}
        </>
      )}
      {editing && <BadgeTypeForm id={editing.id} onClose={() => setEditing(null)} />}
    </>
  );
}

/** Badge types management (spec section 2): the active ones, then the inactive ones if any. */
export default function BadgeTypeList() {
  useSectionTexts(BADGE_TYPES_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
      <ListBase resource="badgeTypes" perPage={1000} sort={{ field: 'weight', order: 'DESC' }}>
        <BadgeTypes />
      </ListBase>
    </Box>
  );
}
