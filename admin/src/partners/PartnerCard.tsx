import Block from '@mui/icons-material/Block';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Replay from '@mui/icons-material/Replay';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { AdPartner } from '@quiz/shared/contract';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { EditButton } from '../common/EditButton';
import { Tag } from '../common/Tag';
import { ConfirmedAction, said } from './parts';

/**
 * A partner's card (spec section 2): status, company, RCCM, both phones, e-mail; edit,
 * deactivate (or reactivate when inactive), and more, which opens its detail.
 */
export function PartnerCard(props: { partner: AdPartner; onEdit: () => void }) {
  const { partner } = props;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const name = partner.entreprise_name;
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Tag tone={partner.is_active ? 'success' : 'neutral'}>
            {translate(said(partner.is_active ? 'active' : 'inactive'))}
          </Tag>
        </Box>
        {partner.rccm && <Typography variant="body2">RCCM {partner.rccm}</Typography>}
        <Typography variant="body2">
          {partner.phone_1} · {partner.phone_2}
        </Typography>
        <Typography variant="body2">{partner.email}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <EditButton name={name} onClick={props.onEdit} />
        {partner.is_active ? (
          <ConfirmedAction
            label={said('deactivate')}
            name={name}
            color="error"
            icon={<Block />}
            title={said('deactivate_title')}
            question={said('deactivate_question')}
            options={{ name }}
            run={(dataProvider) =>
              dataProvider.action('partners', 'deactivate', { id: partner.id })
            }
          />
        ) : (
          <ConfirmedAction
            label={said('reactivate')}
            name={name}
            icon={<Replay />}
            title={said('reactivate_title')}
            question={said('reactivate_question')}
            options={{ name }}
            run={(dataProvider) => dataProvider.action('partners', 'reactivate', { partner })}
          />
        )}
        <Button
          size="small"
          startIcon={<MoreHoriz />}
          component={Link}
          to={createPath({ resource: 'partners', type: 'show', id: partner.id })}
          aria-label={`${translate(said('more'))} ${name}`}
        >
          {translate(said('more'))}
        </Button>
      </CardActions>
    </Card>
  );
}
