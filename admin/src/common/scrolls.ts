/**
 * A list whose table is wider than a tablet (768 px): the table scrolls in its own box
 * instead of pushing the page sideways. Its main column may shrink below the table.
 */
export const TABLE_SCROLLS_ALONE = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;
