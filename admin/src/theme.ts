import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The player site's green, so both sites read as one product. */
const brand = { primary: { main: '#0b7a3e' }, secondary: { main: '#0b5394' } };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, ...brand, mode: 'light' },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#5cc98a' }, mode: 'dark' },
};
