import Translate from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { LANGUAGES } from '@quiz/shared/types';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLanguageSwitch } from './useShell';

/** French or English, kept on the account like the player site's switch. */
export function LanguageSwitch() {
  const translate = useTranslate();
  const { locale, change } = useLanguageSwitch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        size="small"
        startIcon={<Translate />}
        // The name starts with what is shown (FR), as voice control needs.
        aria-label={`${locale.toUpperCase()}, ${translate('admin.shell.language')}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === locale}
            lang={language}
            onClick={() => {
              setAnchor(null);
              change(language);
            }}
          >
            {translate(`languages_native.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
