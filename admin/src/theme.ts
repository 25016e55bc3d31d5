import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The player site's green, so both sites read as one product. */
const brand = { primary: { main: '#0b7a3e' }, secondary: { main: '#0b5394' } };

/**
 * A theme without motion, for managers who ask their system for less: no
 * ripple under a click, no menu or dialog sliding or fading in (their time set
 * to zero, so a closing dialog leaves at once). The journeys run that way too.
 */
export const withoutMotion = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  transitions: { create: () => 'none', duration: { enteringScreen: 0, leavingScreen: 0 } },
  components: { ...theme.components, MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const still = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const motion = (theme: RaThemeOptions) => (still ? withoutMotion(theme) : theme);

export const lightTheme = motion({
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...brand, mode: 'light' },
});

export const darkTheme = motion({
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#5cc98a' }, mode: 'dark' },
});
