import { Box } from '@mui/material';
import type { AdminGame } from '@quiz/shared/contract';
import type { ReactNode } from 'react';
import { useListContext, useRefresh } from 'react-admin';
import { GameCard } from './GameCard';
import { NoGames } from './gameParts';
import { useExportGame } from './useExportGame';

/** Phones get the cards; a changed game reloads the pages shown; `empty` says why none. */
export default function GameCards({ empty }: { empty?: ReactNode }) {
  const { data, isPending } = useListContext<AdminGame>();
  const refresh = useRefresh();
  const exportGame = useExportGame();
  if (isPending) return null;
  if (!data?.length) return empty ?? <NoGames />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 1,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {data.map((game) => (
        <li key={game.id}>
          <GameCard game={game} onChange={refresh} onExport={exportGame} />
        </li>
      ))}
    </Box>
  );
}
