import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { AdPartnerDetail } from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { useState } from 'react';
import { Loading, ShowBase, useRecordContext, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import { Tag } from '../common/Tag';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { PartnerAds } from './Ads';
import { said } from './parts';
import { PartnerSubscriptions } from './Subscriptions';
import { PARTNERS_TEXTS } from './texts';

function Summary({ partner }: { partner: AdPartnerDetail }) {
  const translate = useTranslate();
  const spaces = (list: number[]) =>
    list.length
      ? list.map((space) => translate(said(`spaces.${space}`))).join(' · ')
      : translate(said('summary.none'));
  const line = (key: string, value: string) => (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(said(`summary.${key}`))}:
      </Box>{' '}
      {value}
    </Typography>
  );
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {partner.entreprise_name}
          </Typography>
          <Tag tone={partner.is_active ? 'success' : 'neutral'}>
            {translate(said(partner.is_active ? 'active' : 'inactive'))}
          </Tag>
        </Box>
        <Typography variant="body2">
          {[partner.rccm && `RCCM ${partner.rccm}`, partner.phone_1, partner.phone_2, partner.email]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {line('total_amount', formatMoney(partner.total_amount))}
        {line('num_subs', String(partner.num_subs))}
        {line('active_spaces', spaces(partner.has_active_subscriptions.map((s) => s.type)))}
        {line('open_spaces', spaces(partner.open_spaces))}
      </CardContent>
    </Card>
  );
}

function Detail() {
  const translate = useTranslate();
  const partner = useRecordContext<AdPartnerDetail>();
  const [tab, setTab] = useState<'subscriptions' | 'ads'>('subscriptions');
  // The list's copy shows first; the detail (spaces, totals) comes with the record itself.
  if (!partner?.open_spaces) return <Loading />;
  return (
    <>
      <Summary partner={partner} />
      <Tabs value={tab} onChange={(_, value) => setTab(value)} aria-label={partner.entreprise_name}>
        <Tab value="subscriptions" label={translate(said('subscriptions.tab'))} />
        <Tab value="ads" label={translate(said('ads.tab'))} />
      </Tabs>
      {tab === 'subscriptions' ? (
        <PartnerSubscriptions partner={partner} />
      ) : (
        <PartnerAds partner={partner} />
      )}
    </>
  );
}

/** A partner's detail (spec section 2): back link, summary, then its subscriptions and its ads. */
export default function PartnerShow() {
  useSectionTexts(PARTNERS_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.ads} label={said('back')} />
      <ShowBase>
        <Detail />
      </ShowBase>
    </Box>
  );
}
