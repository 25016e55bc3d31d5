import Autorenew from '@mui/icons-material/Autorenew';
import Block from '@mui/icons-material/Block';
import { Alert, Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type {
  AdPartnerDetail,
  AdSubscription,
  AdSubscriptionListItem,
} from '@quiz/shared/contract';
import { formatDate, formatMoney } from '@quiz/shared/format';
import { subscriptionSchema } from '@quiz/shared/validation';
import { useState } from 'react';
import {
  Link,
  ListBase,
  NumberInput,
  SelectInput,
  useCreatePath,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { EditButton } from '../common/EditButton';
import { FormDialog } from '../common/FormDialog';
import { sharedRule } from '../common/resolver';
import { Tag } from '../common/Tag';
import { ConfirmedAction, PagedCards, PartnerAdd, said } from './parts';

type Subscription = AdSubscription | AdSubscriptionListItem;

const dueOf = (subscription: Subscription) =>
  'should_deactivate' in subscription ? subscription.should_deactivate : subscription.to_deactivate;

/**
 * A subscription's card (spec section 2): status, space, amount, activation date,
 * deactivation date when inactive, and the to-deactivate flag. In a partner's detail
 * it edits while active and not due, and is deactivated or renewed once due (spec
 * section 4); in the global list it leads to its partner.
 */
function SubscriptionCard(props: {
  subscription: Subscription;
  onEdit?: () => void;
  onRenew?: () => void;
}) {
  const { subscription } = props;
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  const language = locale === 'fr' ? 'fr' : 'en';
  const space = translate(said(`spaces.${subscription.type}`));
  const partnerName = 'entreprise_name' in subscription ? subscription.entreprise_name : null;
  const name = partnerName ? `${partnerName}, ${space}` : space;
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {partnerName ?? space}
          </Typography>
          <Tag tone={subscription.is_active ? 'success' : 'neutral'}>
            {translate(said(subscription.is_active ? 'active' : 'inactive'))}
          </Tag>
        </Box>
        {partnerName && <Typography variant="body2">{space}</Typography>}
        <Typography variant="body2">
          {formatMoney(subscription.amount)} ·{' '}
          {translate(said('subscriptions.days'), { smart_count: subscription.duration_days })}
        </Typography>
        <Typography variant="body2">
          {translate(said('subscriptions.activated_at'), {
            date: formatDate(subscription.activated_at, language),
          })}
        </Typography>
        {!subscription.is_active && subscription.deactivated_at && (
          <Typography variant="body2">
            {translate(said('subscriptions.deactivated_at'), {
              date: formatDate(subscription.deactivated_at, language),
            })}
          </Typography>
        )}
        {subscription.is_active && dueOf(subscription) && (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            {translate(said('subscriptions.to_deactivate'))}
          </Alert>
        )}
      </CardContent>
      <CardActions>
        {partnerName ? (
          <Button
            size="small"
            component={Link}
            to={createPath({ resource: 'partners', type: 'show', id: subscription.ad_partner })}
          >
            {translate(said('go_to_partner'))}
          </Button>
        ) : (
          subscription.is_active &&
          (dueOf(subscription) ? (
            <>
              {props.onRenew && (
                <Button
                  size="small"
                  startIcon={<Autorenew />}
                  onClick={props.onRenew}
                  aria-label={`${translate(said('subscriptions.renew'))} ${name}`}
                >
                  {translate(said('subscriptions.renew'))}
                </Button>
              )}
              <ConfirmedAction
                label={said('deactivate')}
                name={name}
                color="error"
                icon={<Block />}
                title={said('subscriptions.deactivate_title')}
                question={said('subscriptions.deactivate_question')}
                run={(dataProvider) =>
                  dataProvider.action('subscriptions', 'deactivate', {
                    partner: subscription.ad_partner,
                    id: subscription.id,
                  })
                }
              />
            </>
          ) : (
            props.onEdit && <EditButton name={name} onClick={props.onEdit} />
          ))
        )}
      </CardActions>
    </Card>
  );
}

/** Every partner's subscriptions, active first then newest (the ads management's third tab). */
export function AllSubscriptions() {
  return (
    <ListBase resource="subscriptions" perPage={10} disableSyncWithLocation>
      <PagedCards<Subscription> empty={said('subscriptions.empty')}>
        {(subscription) => <SubscriptionCard subscription={subscription} />}
      </PagedCards>
    </ListBase>
  );
}

const FIELDS = ['amount', 'duration_days', 'type'] as const;

/**
 * The subscription's add, edit or renew dialog: the space is chosen among the open ones,
 * on creation only. Renewing posts a new subscription on the due one's space, its amount
 * and duration filled in (the server ends the due one).
 */
function SubscriptionForm(props: {
  partner: AdPartnerDetail;
  subscription?: AdSubscription;
  renewing?: AdSubscription;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const fixed = props.subscription ?? props.renewing;
  const spaces = fixed ? [fixed.type] : props.partner.open_spaces;
  const renewal = props.renewing && {
    type: props.renewing.type,
    amount: props.renewing.amount,
    duration_days: props.renewing.duration_days,
  };
  const mode = props.subscription ? 'edit_title' : props.renewing ? 'renew_title' : 'create_title';
  return (
    <FormDialog
      resource="subscriptions"
      id={props.subscription?.id}
      record={props.subscription ?? renewal}
      title={said(`subscriptions.${mode}`)}
      failure={{ title: said('failed_title'), message: said('subscriptions.failed') }}
      resolver={sharedRule(subscriptionSchema)}
      fields={FIELDS}
      saved={(subscription) => ({
        message: said('subscriptions.saved'),
        args: { space: translate(said(`spaces.${subscription.type}`)) },
      })}
      transform={(data) => ({ ...data, ad_partner: props.partner.id })}
      closeWithFailure
      onClose={props.onClose}
    >
      <SelectInput
        source="type"
        label={said('subscriptions.space')}
        choices={spaces.map((space) => ({ id: space, name: said(`spaces.${space}`) }))}
        disabled={Boolean(fixed)}
        defaultValue={spaces[0]}
      />
      <NumberInput source="amount" label={said('subscriptions.amount')} min={1} />
      <NumberInput source="duration_days" label={said('subscriptions.duration_days')} min={1} />
    </FormDialog>
  );
}

/** A partner's subscriptions (its detail's first sub-tab), with adding while a space is open. */
export function PartnerSubscriptions({ partner }: { partner: AdPartnerDetail }) {
  const [editing, setEditing] = useState<{
    subscription?: AdSubscription;
    renewing?: AdSubscription;
  } | null>(null);
  return (
    <>
      <PartnerAdd
        partner={partner}
        label={said('subscriptions.add')}
        inactive={said('subscriptions.partner_inactive')}
        // Only while a space is open.
        missing={partner.open_spaces.length === 0 ? said('subscriptions.no_open_space') : null}
        onAdd={() => setEditing({})}
      />
      <ListBase
        resource="subscriptions"
        filter={{ partner: partner.id }}
        perPage={10}
        disableSyncWithLocation
      >
        <PagedCards<AdSubscription> empty={said('subscriptions.empty')}>
          {(subscription) => (
            <SubscriptionCard
              subscription={subscription}
              onEdit={() => setEditing({ subscription })}
              onRenew={partner.is_active ? () => setEditing({ renewing: subscription }) : undefined}
            />
          )}
        </PagedCards>
      </ListBase>
      {editing && (
        <SubscriptionForm
          partner={partner}
          subscription={editing.subscription}
          renewing={editing.renewing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
