/*
 * 24px outline icons (Material Symbols geometry), drawn inline: no icon font to download.
 * These are the shell's (header, top bar, explore), on every page; the others come with
 * the screens that show them (all.tsx), so /explore's code does not carry them.
 */
export const SHELL_PATHS = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zM15.5 15.5L21 21',
  home: 'M4 11l8-7l8 7M6 9.5V20h12V9.5',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  friends:
    'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 1 0 0 7zM2.5 20c.8-3.5 3.4-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.7c1.9.8 3.1 2.6 3.5 5.3',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4 21c1-4 4.2-6 8-6s7 2 8 6',
  bolt: 'M13 2L4 14h7l-1 8l9-12h-7z',
} as const;

export type IconName = keyof typeof SHELL_PATHS;

/** The drawing of an icon: its path in a 24px box, hidden from screen readers. */
export function svg(path: string, size: number) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return svg(SHELL_PATHS[name], size);
}
