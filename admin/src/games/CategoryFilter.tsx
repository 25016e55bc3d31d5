import type { GamesPrimaryData } from '@quiz/shared/contract';
import { useEffect, useState } from 'react';
import { FilterList, FilterListItem, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useLanguage } from './useLanguage';

/**
 * The category filter of the games list: one entry per game index, in the manager's
 * language (the wizard's primary data lists them for every games manager).
 */
export function CategoryFilter() {
  const language = useLanguage();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [data, setData] = useState<GamesPrimaryData | null>(null);
  useEffect(() => {
    // Without it the list still works, unfiltered by category: a failure is only logged.
    dataProvider
      .action<GamesPrimaryData>('games', 'primaryData')
      .then(setData)
      .catch((error: unknown) => console.warn(error));
  }, [dataProvider]);
  if (!data?.indexes.length) return null;
  return (
    <FilterList label="resources.games.list.category" icon={null}>
      {data.indexes.map((index) => (
        <FilterListItem
          key={index.id}
          label={language === 'fr' ? index.label_fr : index.label_en}
          value={{ game_index_id: index.id }}
        />
      ))}
    </FilterList>
  );
}
