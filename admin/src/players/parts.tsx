import type { PlayerRecord } from '@quiz/shared/contract';
import { useTranslate } from 'react-admin';
import { Tag } from '../common/Tag';
import { said } from './texts';

/** The player as managers name them: the player name, else the first and last names. */
export function nameOf(player: Pick<PlayerRecord, 'player_name' | 'first_name' | 'last_name'>) {
  const full = [player.first_name, player.last_name].filter(Boolean).join(' ');
  if (player.player_name) return full ? `${player.player_name} (${full})` : player.player_name;
  return full || '—';
}

/** How the player is reached: e-mail and phone as the account holds them. */
export const contactOf = (player: Pick<PlayerRecord, 'email' | 'phone_number'>) =>
  [player.email, player.phone_number].filter(Boolean).join(' · ');

/** Blocked for fraud, or active. */
export function StateTag({ blocked }: { blocked: boolean }) {
  const translate = useTranslate();
  return (
    <Tag tone={blocked ? 'neutral' : 'success'} outlined={!blocked}>
      {translate(said(blocked ? 'states.blocked' : 'states.active'))}
    </Tag>
  );
}
