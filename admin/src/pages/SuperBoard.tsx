import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItemAvatar,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link, useTranslate } from 'react-admin';
import { SECTION_ICONS } from '../layout/sections';
import { BOARD_LINKS } from '../resources';
import { link, SERVER_BACK_OFFICE } from '../routes';

/** The day's figures (ours), loaded apart: the board itself is in the first download. */
const TodayFigures = lazy(() => import('../dashboard/TodayFigures'));
/** The last 30 days, loaded apart with its charting library. */
const TrendChart = lazy(() => import('../dashboard/TrendChart'));

/** The super admin board: the day's figures, the last 30 days, eight ranked links (spec section 2), and the external link. */
export function SuperBoard() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <Suspense fallback={null}>
        <TodayFigures />
      </Suspense>
      <Suspense fallback={null}>
        <TrendChart />
      </Suspense>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('admin.board.title')}
          </Typography>
          <List component="ol" aria-label={translate('admin.board.links')} sx={{ maxWidth: 640 }}>
            {BOARD_LINKS.map((entry) => {
              const Icon = SECTION_ICONS[entry.section];
              return (
                <li key={entry.name}>
                  <ListItemButton component={Link} to={link(`/${entry.name}`)}>
                    {/* The rank is the ordered list's own numbering, shown; not said twice. */}
                    <ListItemAvatar aria-hidden>
                      <Avatar sx={{ bgcolor: 'primary.main', width: 32, height: 32, fontSize: 16 }}>
                        {entry.board}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemIcon>
                      <Icon />
                    </ListItemIcon>
                    <ListItemText primary={translate(`admin.sections.${entry.section}`)} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
          <Button href={SERVER_BACK_OFFICE} target="_blank" rel="noopener" endIcon={<OpenInNew />}>
            {translate('admin.board.external')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
