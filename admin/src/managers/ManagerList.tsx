import PersonAdd from '@mui/icons-material/PersonAdd';
import { Box, Button, Grid, Tab, Tabs, Typography } from '@mui/material';
import type { AssignableManagerFunction } from '@quiz/shared/types';
import { Link, ListBase, Loading, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { BackLink } from '../common/BackLink';
import type { Manager } from '../dataProvider/managers';
import { useSectionTexts } from '../i18n/useSectionTexts';
import { LINKS } from '../routes';
import { ManagerCard } from './ManagerCard';
import { MANAGERS_TEXTS } from './texts';

/** The two tabs of the spec; payments managers have none. */
const TABS: readonly AssignableManagerFunction[] = ['supermanager', 'gamesmanager'];

function currentTab(filter: Record<string, unknown>): AssignableManagerFunction {
  return filter.management_function === 'gamesmanager' ? 'gamesmanager' : 'supermanager';
}

function TabContent({ tab }: { tab: AssignableManagerFunction }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useListContext<Manager>();
  const addPath = `${createPath({ resource: 'managers', type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ management_function: tab }))}`;
  return (
    <Box
      role="tabpanel"
      id={`managers-${tab}`}
      aria-labelledby={`managers-tab-${tab}`}
      sx={{ py: 2 }}
    >
      <Button
        component={Link}
        to={addPath}
        variant="contained"
        startIcon={<PersonAdd />}
        sx={{ mb: 2 }}
      >
        {translate(`resources.managers.add.button_${tab}`)}
      </Button>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography role="alert">{translate('shell.something_wrong')}</Typography>
      ) : data?.length ? (
        <Grid container spacing={2}>
          {data.map((manager) => (
            <Grid key={manager.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <ManagerCard manager={manager} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Typography color="text.secondary">{translate('resources.managers.empty')}</Typography>
      )}
    </Box>
  );
}

function ManagerTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext<Manager>();
  const tab = currentTab(filterValues);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, value: AssignableManagerFunction) =>
          setFilters({ management_function: value }, {})
        }
        aria-label={translate('resources.managers.tabs')}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`managers-tab-${value}`}
            aria-controls={`managers-${value}`}
            label={translate(`resources.managers.tab_${value}`)}
          />
        ))}
      </Tabs>
      <TabContent tab={tab} />
    </>
  );
}

/** Managers management (spec section 2): super and games managers, in tabs of cards. */
export default function ManagerList() {
  useSectionTexts(MANAGERS_TEXTS);
  return (
    <Box sx={{ mt: 1, mb: 10, mx: { xs: 1, sm: 0 } }}>
      <BackLink to={LINKS.board} label="admin.actions.back_board" />
      <ListBase
        resource="managers"
        filterDefaultValues={{ management_function: 'supermanager' }}
        sort={{ field: 'last_name', order: 'ASC' }}
        perPage={1000}
        disableSyncWithLocation={false}
      >
        <ManagerTabs />
      </ListBase>
    </Box>
  );
}
