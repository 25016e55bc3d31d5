import type { AdminGame } from '@quiz/shared/contract';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { saveFile } from '../lib/save-file';

/** Exports one game as the import's spreadsheet; a failure is told, nothing else changes. */
export function useExportGame() {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  return async (game: AdminGame) => {
    try {
      const sheet = await dataProvider.action<Blob>('games', 'exportSheet', {
        gameId: game.id,
        format: 'xlsx',
      });
      saveFile(sheet, `game-${game.id}.xlsx`);
    } catch {
      notify('resources.games.export_failed', { type: 'error' });
    }
  };
}
