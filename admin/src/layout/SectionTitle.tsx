import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocation, useTranslate } from 'react-admin';
import { routerPath } from '../lib/navigation';
import { SECTION_ICONS, sectionOf } from './sections';

/** The header's title block: the current section's icon and title; the tab's title too. */
export function SectionTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const section = sectionOf(routerPath(pathname));
  const Icon = SECTION_ICONS[section];
  const title = translate(`admin.sections.${section}`);
  const appName = translate('app.admin_name');
  useEffect(() => {
    document.title = section === 'none' ? appName : `${title} · ${appName}`;
  }, [section, title, appName]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Icon aria-hidden fontSize="small" />
      <Typography
        variant="h6"
        component="h1"
        noWrap
        sx={{ fontSize: { xs: '1rem', sm: '1.15rem' } }}
      >
        {title}
      </Typography>
    </Box>
  );
}
