/** Badges (player spec section 3). */

export type { BadgeTypes as BadgeTypesResponse } from '../contract/catalogue';
