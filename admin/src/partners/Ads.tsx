import Block from '@mui/icons-material/Block';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, Card, CardActions, CardContent, CardMedia, Typography } from '@mui/material';
import type { AdminAd, AdPartnerDetail } from '@quiz/shared/contract';
import { adSchema } from '@quiz/shared/validation';
import { useState } from 'react';
import { ListBase, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { EditButton } from '../common/EditButton';
import { FormDialog } from '../common/FormDialog';
import { PictureInput } from '../common/PictureInput';
import { sharedRule } from '../common/resolver';
import { Tag } from '../common/Tag';
import { ConfirmedAction, PagedCards, PartnerAdd, said } from './parts';

/**
 * An ad's card (spec section 2): status, illustration, link; edit, deactivate or
 * activate, and delete after a prompt.
 */
function AdCard(props: { ad: AdminAd; partner: number; onEdit: () => void }) {
  const { ad, partner } = props;
  const translate = useTranslate();
  const name = `${translate(said(`spaces.${ad.type}`))} #${ad.id}`;
  const call =
    (action: 'remove' | 'deactivate' | 'activate') =>
    (dataProvider: {
      action: (resource: string, name: string, params: unknown) => Promise<unknown>;
    }) =>
      dataProvider.action('ads', action, { partner, id: ad.id });
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }}>
      <CardMedia
        component="img"
        image={ad.illustration}
        alt=""
        sx={{ aspectRatio: ad.form === 'square' ? '1' : '3 / 1', objectFit: 'cover' }}
      />
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2">{translate(said(`spaces.${ad.type}`))}</Typography>
          <Tag tone={ad.active ? 'success' : 'neutral'}>
            {translate(said(ad.active ? 'active' : 'inactive'))}
          </Tag>
        </Box>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {ad.link ?? translate(said('ads.no_link'))}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        <EditButton name={name} onClick={props.onEdit} />
        {ad.active ? (
          <ConfirmedAction
            label={said('deactivate')}
            name={name}
            icon={<Block />}
            title={said('ads.deactivate_title')}
            question={said('ads.deactivate_question')}
            run={call('deactivate')}
          />
        ) : (
          <ConfirmedAction
            label={said('ads.activate')}
            name={name}
            icon={<PlayArrow />}
            title={said('ads.activate_title')}
            question={said('ads.activate_question')}
            run={call('activate')}
          />
        )}
        <ConfirmedAction
          label="actions.delete"
          name={name}
          color="error"
          icon={<DeleteOutline />}
          title={said('ads.delete_title')}
          question={said('ads.delete_question')}
          run={call('remove')}
        />
      </CardActions>
    </Card>
  );
}

/**
 * The sample picture of the ad form (spec section 4): the shape of the chosen space's
 * form, rectangle (3 by 1) or square, so the picture chosen fits it.
 */
function SamplePicture(props: { partner: AdPartnerDetail; ad?: AdminAd }) {
  const translate = useTranslate();
  const chosen = useWatch({ name: 'type' });
  const subscriptions = props.partner.has_active_subscriptions;
  const form =
    props.ad?.form ??
    (subscriptions.find((subscription) => subscription.type === chosen) ?? subscriptions[0])
      ?.form ??
    'rectangle';
  const label = translate(said(`ads.sample_${form}`));
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        width: form === 'square' ? 160 : 360,
        maxWidth: '100%',
        aspectRatio: form === 'square' ? '1' : '3 / 1',
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        color: 'text.secondary',
        mb: 2,
        p: 1,
      }}
    >
      <Typography variant="caption">{label}</Typography>
    </Box>
  );
}

/** The ad's add or edit dialog: picture (required to add), optional link, and the space when several. */
function AdForm(props: { partner: AdPartnerDetail; ad?: AdminAd; onClose: () => void }) {
  const translate = useTranslate();
  const spaces = props.partner.has_active_subscriptions.map((subscription) => subscription.type);
  return (
    <FormDialog
      resource="ads"
      id={props.ad?.id}
      record={props.ad}
      title={said(`ads.${props.ad ? 'edit_title' : 'create_title'}`)}
      failure={{ title: said('failed_title'), message: said('ads.failed') }}
      resolver={sharedRule(adSchema)}
      fields={['illustration', 'link', 'type']}
      saved={(ad) => ({
        message: said('ads.saved'),
        args: { space: translate(said(`spaces.${ad.type}`)) },
      })}
      transform={(data) => ({ ...data, partner: props.partner.id })}
      closeWithFailure
      onClose={props.onClose}
    >
      {!props.ad && spaces.length > 1 && (
        <SelectInput
          source="type"
          label={said('subscriptions.space')}
          choices={spaces.map((space) => ({ id: space, name: said(`spaces.${space}`) }))}
          defaultValue={spaces[0]}
        />
      )}
      <SamplePicture partner={props.partner} ad={props.ad} />
      <PictureInput source="illustration" label={said('ads.illustration')} />
      <TextInput source="link" label={said('ads.link')} fullWidth />
    </FormDialog>
  );
}

/** A partner's ads (its detail's second sub-tab); adding needs an active subscription. */
export function PartnerAds({ partner }: { partner: AdPartnerDetail }) {
  const [editing, setEditing] = useState<{ ad?: AdminAd } | null>(null);
  return (
    <>
      <PartnerAdd
        partner={partner}
        label={said('ads.add')}
        inactive={said('ads.partner_inactive')}
        // Adding needs an active subscription.
        missing={
          partner.has_active_subscriptions.length === 0 ? said('ads.needs_subscription') : null
        }
        onAdd={() => setEditing({})}
      />
      <ListBase
        resource="ads"
        filter={{ partner: partner.id }}
        perPage={10}
        disableSyncWithLocation
      >
        <PagedCards<AdminAd> empty={said('ads.empty')}>
          {(ad) => <AdCard ad={ad} partner={partner.id} onEdit={() => setEditing({ ad })} />}
        </PagedCards>
      </ListBase>
      {editing && <AdForm partner={partner} ad={editing.ad} onClose={() => setEditing(null)} />}
    </>
  );
}
