import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import audit from './audit';
import badgeTypes from './badgeTypes';
import games from './games';
import indexes from './indexes';
import type { SectionKey } from './layout/sections';
import managers from './managers';
import { AreaGuard } from './pages/AreaGuard';
import partners from './partners';
import { cashouts, purchases } from './payments';
import { type Area, canSee, type Permissions } from './permissions';
import players from './players';
import pricing from './pricing';
import quotes from './quotes';
import reconciliation from './reconciliation';
import { RESOURCE_NAMES, type ResourceName } from './routes';
import scores from './scores';
import stats from './stats';

/** What a resource folder's index.ts exports, spread into <Resource>. */
export type ResourceDefinition = Omit<ResourceProps, 'name'>;

/**
 * One resource of the back office: the folder's definition and where it sits.
 * To add a screen: a folder with its views and index.ts, an adapter in dataProvider/
 * if its API is irregular, and a line here. The menu, the super board, the header's
 * section, the role filter and the area's primary check follow from the line.
 */
export interface ResourceEntry {
  name: ResourceName;
  /** Who sees it (permissions.ts AREA_ACCESS) and which primary check guards its views. */
  area: Area;
  /** Its header section (icon and title). */
  section: SectionKey;
  /** Its rank among the super board's eight links (spec section 2), if it is one. */
  board?: number;
  /** Listed under its area in the side navigation. */
  inMenu: boolean;
  definition: ResourceDefinition;
}

export const RESOURCES: readonly ResourceEntry[] = [
  {
    name: RESOURCE_NAMES.managers,
    area: 'super',
    section: 'managers',
    board: 1,
    inMenu: true,
    definition: managers,
  },
  {
    name: RESOURCE_NAMES.games,
    area: 'games',
    section: 'games',
    board: 2,
    inMenu: false,
    definition: games,
  },
  {
    name: RESOURCE_NAMES.indexes,
    area: 'super',
    section: 'indexes',
    board: 3,
    inMenu: true,
    definition: indexes,
  },
  {
    name: RESOURCE_NAMES.badgeTypes,
    area: 'super',
    section: 'badges',
    board: 4,
    inMenu: true,
    definition: badgeTypes,
  },
  {
    name: RESOURCE_NAMES.quotes,
    area: 'super',
    section: 'quotes',
    board: 5,
    inMenu: true,
    definition: quotes,
  },
  {
    name: RESOURCE_NAMES.partners,
    area: 'super',
    section: 'ads',
    board: 6,
    inMenu: true,
    definition: partners,
  },
  {
    name: RESOURCE_NAMES.scores,
    area: 'super',
    section: 'scores',
    board: 7,
    inMenu: true,
    definition: scores,
  },
  {
    name: RESOURCE_NAMES.stats,
    // Payments managers check the figures too (the server lets both read them).
    area: 'payments',
    section: 'statistics',
    board: 8,
    inMenu: true,
    definition: stats,
  },
  { name: RESOURCE_NAMES.audit, area: 'super', section: 'audit', inMenu: true, definition: audit },
  {
    name: RESOURCE_NAMES.purchases,
    area: 'payments',
    section: 'purchases',
    inMenu: true,
    definition: purchases,
  },
  {
    name: RESOURCE_NAMES.cashouts,
    area: 'payments',
    section: 'cashouts',
    inMenu: true,
    definition: cashouts,
  },
  {
    name: RESOURCE_NAMES.players,
    area: 'payments',
    section: 'players',
    inMenu: true,
    definition: players,
  },
  {
    name: RESOURCE_NAMES.reconciliation,
    area: 'payments',
    section: 'reconciliation',
    inMenu: true,
    definition: reconciliation,
  },
  {
    name: RESOURCE_NAMES.pricing,
    area: 'super',
    section: 'pricing',
    inMenu: true,
    definition: pricing,
  },
];

/** The super board's links, in the spec's order. */
export const BOARD_LINKS = RESOURCES.filter((entry) => entry.board !== undefined).sort(
  (a, b) => (a.board ?? 0) - (b.board ?? 0),
);

export function visibleResources(permissions: Permissions | undefined) {
  return RESOURCES.filter((entry) => canSee(entry.area, permissions));
}

export function menuEntries(area: Area, permissions: Permissions | undefined) {
  return visibleResources(permissions).filter((entry) => entry.area === area && entry.inMenu);
}

const VIEWS = ['list', 'create', 'edit', 'show'] as const;

/** Each view of the resource behind its area's primary check. */
function guard(entry: ResourceEntry): ResourceDefinition {
  const guarded: ResourceDefinition = { ...entry.definition };
  for (const view of VIEWS) {
    const View = entry.definition[view] as ComponentType | undefined;
    if (!View) continue;
    const Guarded = () => (
      <AreaGuard area={entry.area}>
        <View />
      </AreaGuard>
    );
    Guarded.displayName = `Guarded(${entry.name}.${view})`;
    guarded[view] = Guarded;
  }
  return guarded;
}

/**
 * The guarded definitions, made once: made again on each render, the views would be new
 * components each time, and react-admin would mount them afresh.
 */
const GUARDED = new Map(RESOURCES.map((entry) => [entry.name, guard(entry)]));

export function guardedDefinition(entry: ResourceEntry): ResourceDefinition {
  return GUARDED.get(entry.name) ?? guard(entry);
}
