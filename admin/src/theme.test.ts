import { createTheme } from '@mui/material/styles';
import { expect, it } from 'vitest';
import { darkTheme, lightTheme, withoutMotion } from './theme';

it('takes every transition and ripple away for managers who ask for less motion, and keeps the palette', () => {
  for (const options of [lightTheme, darkTheme]) {
    const usual = createTheme(options);
    expect(usual.transitions.create('opacity')).not.toBe('none');
    const still = createTheme(withoutMotion(options));
    expect(still.transitions.create('opacity')).toBe('none');
    expect(still.transitions.duration.leavingScreen).toBe(0);
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(still.palette.primary.main).toBe(usual.palette.primary.main);
  }
});
