import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, type RaRecord, useListContext, useTranslate } from 'react-admin';

/**
 * A list's page as cards, for phones and tablets: a table's columns side by side do not
 * fit 390 px, the cards' lines do (one column, two from 600 px), with no sideways scroll.
 * A card with `to` opens the record, as the table's row does.
 */
export function ListCards<T extends RaRecord>(props: {
  title: (record: T) => string;
  to?: (record: T) => string;
  children: (record: T) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<T>();
  if (isPending) return null;
  if (!data?.length) {
    return <Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 1,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {data.map((record) => {
        const content = (
          <CardContent sx={{ overflowWrap: 'anywhere' }}>
            <Typography variant="subtitle2" component="h3">
              {props.title(record)}
            </Typography>
            {props.children(record)}
          </CardContent>
        );
        return (
          <li key={record.id}>
            <Card variant="outlined" component="article" aria-label={props.title(record)}>
              {props.to ? (
                <CardActionArea component={Link} to={props.to(record)}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </li>
        );
      })}
    </Box>
  );
}

/** One line of a card: its label, then its value. */
export function CardLine(props: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {props.label}:
      </Box>{' '}
      {props.children}
    </Typography>
  );
}

/**
 * A list's toolbar and filter form on narrow screens: they wrap, and no field is wider
 * than the screen (a search box's own width would push the page sideways at 390 px).
 * On a phone react-admin stacks the buttons above the filters, in a column where the
 * buttons' basis is the column's whole height: wrapping there would put them in a
 * second column, beside the filters and off the screen.
 */
export const FITS_NARROW_SCREENS = {
  '& .RaList-actions, & .RaList-actions form': { flexWrap: 'wrap', maxWidth: '100%' },
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' } },
  '& .RaList-actions .MuiToolbar-root': { flexWrap: 'wrap', maxWidth: '100%' },
  '& .RaFilterForm-filterFormInput, & .RaFilterForm-filterFormInput .MuiFormControl-root': {
    maxWidth: '100%',
    minWidth: 0,
  },
} as const;
