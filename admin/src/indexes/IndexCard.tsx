import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import { TRUNCATION } from '@quiz/shared/constants';
import { truncate } from '@quiz/shared/format';
import { useState } from 'react';
import {
  Confirm,
  Link,
  useCreatePath,
  useDelete,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AdminGameIndex } from '../dataProvider/indexes';

const cut = (text: string) => truncate(text, TRUNCATION.indexCoverDescriptionAdmin);

function Line(props: { label: string; children: string; lang?: string }) {
  return (
    <Typography variant="body2" lang={props.lang}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {props.label}
      </Box>{' '}
      {props.children}
    </Typography>
  );
}

/** A game index's card: its pictures, code, labels and cover descriptions (cut to 15). */
export function IndexCard({ index }: { index: AdminGameIndex }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete<AdminGameIndex>();
  const name = index.label_fr;

  const onRemove = () =>
    remove(
      'indexes',
      { id: index.id, previousData: index },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          refresh();
        },
        onError: (error) => {
          setConfirming(false);
          // Spec section 8: a server error is only logged; other refusals get the notice.
          if (((error as { status?: number }).status ?? 0) >= 500) console.warn(error);
          else notify('resources.indexes.remove.failed', { type: 'error' });
        },
      },
    );

  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }}>
      {index.cover_image && (
        <CardMedia
          component="img"
          height="110"
          image={index.cover_image}
          alt=""
          sx={{ objectFit: 'cover' }}
        />
      )}
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {index.icon && (
            <Box component="img" src={index.icon} alt="" sx={{ width: 28, height: 28 }} />
          )}
          {index.image && (
            <Box
              component="img"
              src={index.image}
              alt=""
              sx={{ width: 40, height: 40, borderRadius: 1 }}
            />
          )}
          <Typography variant="overline">{index.code}</Typography>
        </Box>
        <Line label={translate('languages.fr')} lang="fr">
          {index.label_fr}
        </Line>
        <Line label={translate('languages.en')} lang="en">
          {index.label_en}
        </Line>
        <Line label={translate('resources.indexes.fields.cover_description_fr')} lang="fr">
          {cut(index.cover_description_fr)}
        </Line>
        <Line label={translate('resources.indexes.fields.cover_description_en')} lang="en">
          {cut(index.cover_description_en)}
        </Line>
      </CardContent>
      <CardActions>
        <Button
          size="small"
          startIcon={<Edit />}
          component={Link}
          to={createPath({ resource: 'indexes', type: 'edit', id: index.id })}
          aria-label={`${translate('actions.edit')} ${name}`}
        >
          {translate('actions.edit')}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => setConfirming(true)}
          aria-label={`${translate('actions.delete')} ${name}`}
        >
          {translate('actions.delete')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.indexes.remove.title"
        content="resources.indexes.remove.question"
        translateOptions={{ name }}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={onRemove}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
