import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { QuoteWithId } from '@quiz/shared/contract';
import { useState } from 'react';
import { Confirm, useDelete, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { EditButton } from '../common/EditButton';

/**
 * A quote's card (spec section 2): the quote in the manager's language, the other
 * language's below it, the author; edit, and delete after a confirmation. A failed
 * delete opens the failure notice (section 8).
 */
export function QuoteCard(props: {
  quote: QuoteWithId;
  onEdit: () => void;
  onDeleteFailed: () => void;
}) {
  const { quote } = props;
  const translate = useTranslate();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<QuoteWithId>();
  const [first, second] = locale === 'fr' ? (['fr', 'en'] as const) : (['en', 'fr'] as const);

  const onRemove = () =>
    remove(
      'quotes',
      { id: quote.id, previousData: quote },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          refresh();
        },
        onError: () => {
          setConfirming(false);
          props.onDeleteFailed();
        },
      },
    );

  return (
    <Card variant="outlined" component="article" aria-label={quote.author} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="blockquote" lang={first} sx={{ fontStyle: 'italic', m: 0 }}>
          “{quote[`quote_${first}`]}”
        </Typography>
        <Typography variant="body2" color="text.secondary" lang={second} sx={{ mt: 1 }}>
          {quote[`quote_${second}`]}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          — {quote.author}
        </Typography>
      </CardContent>
      <CardActions>
        <EditButton name={quote.author} onClick={props.onEdit} />
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => setConfirming(true)}
          aria-label={`${translate('actions.delete')} ${quote.author}`}
        >
          {translate('actions.delete')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.quotes.remove_title"
        content="resources.quotes.remove_question"
        translateOptions={{ author: quote.author }}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
