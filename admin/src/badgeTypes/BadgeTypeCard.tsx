import Block from '@mui/icons-material/Block';
import Replay from '@mui/icons-material/Replay';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { AdminBadgeType } from '@quiz/shared/contract';
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { EditButton } from '../common/EditButton';
import { Tag } from '../common/Tag';
import type { AppDataProvider } from '../dataProvider';

const MEDAL = { gold: '#c9a227', silver: '#9e9e9e', bronze: '#b0703c' } as const;

/**
 * A badge type's card (spec section 2): #weight, colour, how it is earned, icon and
 * image, code, title and description in the manager's language. An active card edits
 * and deactivates; an inactive one reactivates. Either change is confirmed first; a
 * failure only closes the prompt and reloads (section 8).
 */
export function BadgeTypeCard(props: { badgeType: AdminBadgeType; onEdit: () => void }) {
  const { badgeType } = props;
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const inFrench = locale === 'fr';
  const title = inFrench ? badgeType.title_fr : badgeType.title_en;
  const action = badgeType.is_active ? 'deactivate' : 'reactivate';
  const t = (key: string, options?: object) => translate(`resources.badgeTypes.${key}`, options);

  async function onConfirm() {
    setPending(true);
    try {
      const call = badgeType.is_active ? 'deactivate' : 'activate';
      await dataProvider.action('badgeTypes', call, { id: badgeType.id });
    } catch (error) {
      console.warn(error);
    } finally {
      setPending(false);
      setConfirming(false);
      refresh();
    }
  }

  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="span">
            {t('weight', { weight: badgeType.weight })}
          </Typography>
          <Box
            component="span"
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: MEDAL[badgeType.color] }}
          />
          <Tag outlined>{translate(`badge_colors.${badgeType.color}`)}</Tag>
          <Box sx={{ flex: 1 }} />
          {badgeType.icon && (
            <Box component="img" src={badgeType.icon} alt="" sx={{ width: 32, height: 32 }} />
          )}
          {badgeType.image && (
            <Box
              component="img"
              src={badgeType.image}
              alt=""
              sx={{ width: 48, height: 48, borderRadius: 1 }}
            />
          )}
        </Box>
        <Typography variant="overline" component="p">
          {inFrench ? badgeType.code_fr : badgeType.code_en}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {inFrench ? badgeType.description_fr : badgeType.description_en}
        </Typography>
        <Typography variant="body2">
          {t('rule', { rule: t(`rules.${badgeType.type}`), threshold: badgeType.threshold })}
          {badgeType.number_of_units > 0 &&
            ` · ${t('units', { units: badgeType.number_of_units })}`}
        </Typography>
      </CardContent>
      <CardActions>
        {badgeType.is_active && <EditButton name={title} onClick={props.onEdit} />}
        <Button
          size="small"
          color={badgeType.is_active ? 'error' : 'primary'}
          startIcon={badgeType.is_active ? <Block /> : <Replay />}
          onClick={() => setConfirming(true)}
          aria-label={`${t(action)} ${title}`}
        >
          {t(action)}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`resources.badgeTypes.${action}_title`}
        content={`resources.badgeTypes.${action}_question`}
        translateOptions={{ title }}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
