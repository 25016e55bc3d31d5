import {
  Box,
  Card,
  CardContent,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import type {
  LedgerMovement,
  PaymentRecord,
  PlayerPlay,
  PlayerSupport,
} from '@quiz/shared/contract';
import { formatMoney } from '@quiz/shared/format';
import { type ReactNode, useState } from 'react';
import {
  Loading,
  type RaRecord,
  ShowBase,
  useGetList,
  useLocaleState,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { BackLink } from '../common/BackLink';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { dateLocale, said as paymentSaid, StatusTag } from '../payments/paymentParts';
import { PAYMENTS_TEXTS } from '../payments/texts';
import type { Permissions } from '../permissions';
import { link } from '../routes';
import { BlockControl } from './BlockControl';
import { contactOf, nameOf, StateTag } from './parts';
import { PLAYERS_TEXTS, said } from './texts';

/** Rows a page of each list shows, the newest first: what a player asks about. */
const ROWS = 10;

function useWhen() {
  const [locale] = useLocaleState();
  return (value: string | null) =>
    value ? new Date(value).toLocaleString(dateLocale(locale)) : '—';
}

function Fact(props: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(said(props.label))}
      </Box>{' '}
      <strong>{props.children}</strong>
    </Typography>
  );
}

function Panel(props: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={translate(said(props.title))}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(said(props.title))}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

function Limits({ player }: { player: PlayerSupport }) {
  const translate = useTranslate();
  const when = useWhen();
  const set = player.limits.filter((limit) => limit.amount !== null || limit.pending);
  return (
    <Panel title="limits.title">
      {set.length === 0 && <Typography>{translate(said('limits.none'))}</Typography>}
      {set.map((limit) => (
        <Typography key={`${limit.kind}-${limit.period}`}>
          {translate(said('limits.line'), {
            what: translate(said(`limits.${limit.kind}`)),
            period: translate(said(`limits.periods.${limit.period}`)),
            value:
              limit.amount === null
                ? translate(said('limits.none'))
                : translate(said('limits.used'), { used: limit.used, amount: limit.amount }),
          })}
          {limit.pending &&
            ` · ${translate(
              said(limit.pending.amount === null ? 'limits.pending_none' : 'limits.pending'),
              {
                amount: limit.pending.amount,
                date: when(limit.pending.from),
              },
            )}`}
        </Typography>
      ))}
      <Typography sx={{ mt: 1 }}>
        {player.self_exclusion
          ? translate(said('limits.self_excluded'), { date: when(player.self_exclusion.until) })
          : translate(said('limits.no_break'))}
      </Typography>
    </Panel>
  );
}

function Summary({ player }: { player: PlayerSupport }) {
  const translate = useTranslate();
  const when = useWhen();
  const { permissions } = usePermissions<Permissions>();
  return (
    // Its panels may shrink below their tables, which scroll in their own box.
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { md: 'repeat(2, 1fr)' },
        mb: 2,
        '& > *': { minWidth: 0 },
      }}
    >
      <Panel title="fields.player">
        <Fact label="fields.credits">{player.credits}</Fact>
        <Fact label="fields.gains">{formatMoney(player.gains)}</Fact>
        <Fact label="fields.friends">{player.friends}</Fact>
        <Fact label="fields.plays">{player.plays}</Fact>
        <Fact label="fields.challenges">{player.challenges}</Fact>
        <Fact label="fields.created_at">{when(player.created_at)}</Fact>
        <Fact label="fields.language">{player.language.toUpperCase()}</Fact>
      </Panel>
      <Panel title="logins.title">
        <Fact label="fields.last_login_at">
          {player.last_login_at ? when(player.last_login_at) : translate(said('logins.never'))}
        </Fact>
        {player.deleted_at && <Typography>{translate(said('states.deleted'))}</Typography>}
        {!player.is_verified && <Typography>{translate(said('states.unverified'))}</Typography>}
        <Typography>
          {player.login_locked
            ? translate(said('logins.locked'))
            : translate(said('logins.failed'), { smart_count: player.failed_logins })}
        </Typography>
      </Panel>
      <Limits player={player} />
      <Panel title="block.title">
        <Typography sx={{ mb: 1 }}>
          {player.block
            ? translate(said('block.blocked'), {
                date: when(player.block.created_at),
                manager: player.block.manager.name,
                reason: translate(said(`block.reasons.${player.block.reason}`)),
              })
            : translate(said('states.active'))}
        </Typography>
        {player.block?.note && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(said('block.note_line'), { note: player.block.note })}
          </Typography>
        )}
        {permissions?.isSuperManager && <BlockControl player={player} />}
      </Panel>
    </Box>
  );
}

/**
 * A list of the player's as a plain table: headings, then one row per record, newest
 * first, a page at a time from the server (an old account holds thousands of movements).
 */
function Rows<R extends RaRecord>(props: {
  resource: string;
  filter: Record<string, unknown>;
  sort: string;
  label: string;
  columns: { heading: string; cell: (record: R) => ReactNode; numeric?: boolean }[];
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, total, isPending } = useGetList<R>(props.resource, {
    filter: props.filter,
    pagination: { page, perPage: ROWS },
    sort: { field: props.sort, order: 'DESC' },
  });
  if (isPending) return <Loading />;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate(said('empty'))}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate(props.label)}>
          <TableHead>
            <TableRow>
              {props.columns.map((column) => (
                <TableCell key={column.heading} align={column.numeric ? 'right' : 'left'}>
                  {translate(column.heading)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((record) => (
              <TableRow key={record.id}>
                {props.columns.map((column) => (
                  <TableCell key={column.heading} align={column.numeric ? 'right' : 'left'}>
                    {column.cell(record)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {(total ?? 0) > ROWS && (
        <TablePagination
          component="div"
          count={total ?? 0}
          page={page - 1}
          rowsPerPage={ROWS}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => setPage(next + 1)}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', {
              offsetBegin: from,
              offsetEnd: to,
              total: count,
            })
          }
          getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
        />
      )}
    </>
  );
}

/** Credits are counted, gains are FCFA: each amount signed, in its own unit. */
const signed = (movement: Pick<LedgerMovement, 'account'>, amount: number) => {
  const sign = amount > 0 ? '+' : '';
  return movement.account === 'gains' ? `${sign}${formatMoney(amount)}` : `${sign}${amount}`;
};

function Ledger({ player }: { player: PlayerSupport }) {
  const translate = useTranslate();
  const when = useWhen();
  return (
    <Rows<LedgerMovement>
      resource="playerLedger"
      filter={{ player_id: player.id }}
      sort="created_at"
      label={said('tabs.ledger')}
      columns={[
        { heading: said('ledger.created_at'), cell: (m) => when(m.created_at) },
        {
          heading: said('ledger.account'),
          cell: (m) => translate(said(`ledger.accounts.${m.account}`)),
        },
        {
          heading: said('ledger.kind'),
          cell: (m) => translate(said(`ledger.kinds.${m.kind}`), { _: m.kind }),
        },
        { heading: said('ledger.amount'), cell: (m) => signed(m, m.amount), numeric: true },
        {
          heading: said('ledger.balance_after'),
          cell: (m) => (m.account === 'gains' ? formatMoney(m.balance_after) : m.balance_after),
          numeric: true,
        },
        { heading: said('ledger.reference'), cell: (m) => m.reference },
      ]}
    />
  );
}

function Plays({ player }: { player: PlayerSupport }) {
  const translate = useTranslate();
  const when = useWhen();
  const [locale] = useLocaleState();
  const result = (play: PlayerPlay) => {
    if (play.is_active) return translate(said('play.running'));
    return play.is_winner
      ? translate(said('play.won'), { gain: formatMoney(play.gain) })
      : translate(said('play.lost'));
  };
  return (
    <Rows<PlayerPlay>
      resource="playerPlays"
      filter={{ player_id: player.id }}
      sort="started_at"
      label={said('tabs.plays')}
      columns={[
        { heading: said('play.started_at'), cell: (p) => when(p.started_at) },
        {
          heading: said('play.game'),
          cell: (p) => (locale === 'fr' ? p.game.title_fr : p.game.title_en),
        },
        { heading: said('play.type'), cell: (p) => translate(said(`play.types.${p.type}`)) },
        { heading: said('play.stake'), cell: (p) => p.ene_units, numeric: true },
        { heading: said('play.note'), cell: (p) => p.note, numeric: true },
        { heading: said('play.result'), cell: result },
      ]}
    />
  );
}

function Payments({ player, list }: { player: PlayerSupport; list: 'purchases' | 'cashouts' }) {
  useSectionTexts(PAYMENTS_TEXTS);
  const translate = useTranslate();
  const when = useWhen();
  return (
    <Rows<PaymentRecord>
      resource={list}
      filter={{ user_id: player.id }}
      sort="created_at"
      label={said(`tabs.${list}`)}
      columns={[
        { heading: paymentSaid('fields.created_at'), cell: (p) => when(p.created_at) },
        {
          heading: paymentSaid('fields.action'),
          cell: (p) => translate(paymentSaid(`actions.${p.action}`)),
        },
        {
          heading: paymentSaid('fields.method'),
          cell: (p) => (p.method ? translate(`payment_methods.${p.method}`) : '—'),
        },
        {
          heading: paymentSaid('fields.amount'),
          cell: (p) => formatMoney(p.amount),
          numeric: true,
        },
        { heading: paymentSaid('fields.status'), cell: (p) => <StatusTag status={p.status} /> },
        { heading: paymentSaid('fields.reference'), cell: (p) => p.reference ?? '—' },
      ]}
    />
  );
}

const TABS = ['ledger', 'plays', 'purchases', 'cashouts'] as const;

function Player() {
  const translate = useTranslate();
  const player = useRecordContext<PlayerSupport>();
  const [tab, setTab] = useState<(typeof TABS)[number]>('ledger');
  // The list's copy of the player shows first, without the account's details: wait for them.
  if (!player?.limits) return <Loading />;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h5" component="h1">
          {nameOf(player)}
        </Typography>
        <StateTag blocked={player.is_blocked} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        #{player.id} · {contactOf(player)}
      </Typography>
      <Summary player={player} />
      <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 1 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(said(`tabs.${name}`))} />
        ))}
      </Tabs>
      {tab === 'ledger' && <Ledger player={player} />}
      {tab === 'plays' && <Plays player={player} />}
      {(tab === 'purchases' || tab === 'cashouts') && <Payments player={player} list={tab} />}
    </>
  );
}

/** One player's account as support reads it, with their money movement by movement. */
export default function PlayerShow() {
  useSectionTexts(PLAYERS_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 }, maxWidth: 1100 }}>
      <BackLink to={link('/players')} label={said('back')} />
      <ShowBase>
        <Player />
      </ShowBase>
    </Box>
  );
}
