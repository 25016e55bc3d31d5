import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import type { AdPartnerDetail } from '@quiz/shared/contract';
import { type ReactNode, useId, useState } from 'react';
import {
  Confirm,
  type RaRecord,
  useDataProvider,
  useListContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../dataProvider';

/** A key of the ads management texts. */
export const said = (key: string) => `resources.partners.${key}`;

/** Page n / total, with previous and next, for the ads lists (the server pages by 10). */
export function Pager() {
  const translate = useTranslate();
  const { page, setPage, meta, hasNextPage, hasPreviousPage } = useListContext();
  const pages = Number(meta?.num_pages ?? 1);
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
      <Button disabled={!hasPreviousPage} onClick={() => setPage(page - 1)}>
        {translate('actions.previous')}
      </Button>
      <Typography role="status">{translate('labels.page_of', { page, total: pages })}</Typography>
      <Button disabled={!hasNextPage} onClick={() => setPage(page + 1)}>
        {translate('actions.next')}
      </Button>
    </Box>
  );
}

/**
 * A button whose call runs after a yes (deactivate, reactivate, delete...). Whatever
 * the answer, the prompt closes and the list reloads; a refusal is only logged.
 */
export function ConfirmedAction(props: {
  label: string;
  name: string;
  title: string;
  question: string;
  options?: Record<string, unknown>;
  color?: 'error' | 'primary';
  icon?: ReactNode;
  run: (dataProvider: AppDataProvider) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function onConfirm() {
    setPending(true);
    try {
      await props.run(dataProvider);
    } catch (error) {
      console.warn(error);
    } finally {
      setPending(false);
      setOpen(false);
      refresh();
    }
  }
  return (
    <>
      <Button
        size="small"
        color={props.color ?? 'primary'}
        startIcon={props.icon}
        onClick={() => setOpen(true)}
        aria-label={`${translate(props.label)} ${props.name}`}
      >
        {translate(props.label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={props.title}
        content={props.question}
        translateOptions={props.options}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A page of the list as cards, its pager below, or what an empty list says. */
export function PagedCards<T extends RaRecord>(props: {
  empty: string;
  children: (record: T) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<T>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ py: 2 }}>{translate(props.empty)}</Typography>;
  return (
    <>
      <Grid container spacing={2}>
        {data.map((record) => (
          <Grid key={record.id} size={{ xs: 12, sm: 6, md: 4 }}>
            {props.children(record)}
          </Grid>
        ))}
      </Grid>
      <Pager />
    </>
  );
}

/**
 * Adding to a partner (spec section 4): an inactive partner's button is disabled with
 * its reason beside it; while something else is missing (`missing`, the text that says
 * what), that text stands in place of the button.
 */
export function PartnerAdd(props: {
  partner: AdPartnerDetail;
  /** the button's label */
  label: string;
  /** why an inactive partner may not add */
  inactive: string;
  missing: string | null;
  onAdd: () => void;
}) {
  const translate = useTranslate();
  const reasonId = useId();
  if (!props.partner.is_active) {
    return (
      <Box sx={{ my: 2 }}>
        <Button variant="contained" startIcon={<Add />} disabled aria-describedby={reasonId}>
          {translate(props.label)}
        </Button>
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(props.inactive)}
        </Typography>
      </Box>
    );
  }
  if (props.missing) {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        {translate(props.missing)}
      </Alert>
    );
  }
  return (
    <Button variant="contained" startIcon={<Add />} sx={{ my: 2 }} onClick={props.onAdd}>
      {translate(props.label)}
    </Button>
  );
}
