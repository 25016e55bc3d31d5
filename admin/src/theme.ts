import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The player site's green, so both sites read as one product. */
const brand = { primary: { main: '#0b7a3e' }, secondary: { main: '#0b5394' } };

/**
 * Form toolbars a shade off the page rather than react-admin's grey 300 and 800: the
 * delete button's red read at 3.8:1 (light) and 4.2:1 (dark) on those, under WCAG's 4.5.
 */
const toolbar = (backgroundColor: string) => ({
  RaToolbar: { styleOverrides: { root: { backgroundColor } } },
});

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...brand, mode: 'light' },
  components: { ...defaultLightTheme.components, ...toolbar('#f5f5f5') },
};

/**
 * MUI's dark red (#f44336) reads at 3.8:1 on a raised dark surface: a softer red keeps
 * error texts and buttons above WCAG's 4.5:1 on every surface of the dark theme.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: '#5cc98a' },
    error: { main: '#f28b82' },
    mode: 'dark',
  },
  components: { ...defaultDarkTheme.components, ...toolbar('#212121') },
};
