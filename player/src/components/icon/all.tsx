import { SHELL_PATHS, svg } from './Icon';

/**
 * Every icon, the shell's and the others: for the screens and menus that come after
 * /explore, whose icons download with them.
 */
const PATHS = {
  ...SHELL_PATHS,
  close: 'M6 6l12 12M18 6L6 18',
  share:
    'M18 8a3 3 0 1 0 0-.1zM6 15a3 3 0 1 0 0-.1zM18 22a3 3 0 1 0 0-.1zM8.6 13.5l6.8-4M8.6 16.5l6.8 4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  back: 'M15 5l-7 7l7 7',
  play: 'M8 5v14l11-7z',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v1a4 4 0 0 0 4 4M16 6h4v1a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6v4H9z',
  language:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  doc: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  timer: 'M12 5a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM12 9v4l3 2M9 2h6',
  mail: 'M3 5h18v14H3zM3 6l9 7l9-7',
  phone: 'M5 3h4l2 5l-3 2a12 12 0 0 0 6 6l2-3l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  cash: 'M3 6h18v12H3zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM6 9h.01M18 15h.01',
  medal: 'M12 10a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM8 3l2.5 7.5M16 3l-2.5 7.5M8 3h8',
  chart: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  tune: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M14 4v4M8 10v4M16 16v4',
  star: 'M12 3l2.8 5.7l6.2.9l-4.5 4.4l1 6.2L12 17.3l-5.5 2.9l1-6.2L3 9.6l6.2-.9z',
  flag: 'M5 21V4M5 4h11l-2 4l2 4H5',
  logout: 'M10 4H5v16h5M15 8l4 4l-4 4M9 12h10',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return svg(PATHS[name], size);
}
