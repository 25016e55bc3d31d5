import type { GameIndexes } from '@quiz/shared/contract';

import { useState } from 'preact/hooks';
import { Link, useSearch } from 'wouter-preact';
import { PagedView } from '../../components/section/Paged';
import { Empty } from '../../components/section/Section';
import { Chips, Tabs } from '../../components/tabs/Tabs';
import { pick, useLang, useT } from '../../lib/i18n';
import { loginPath, navigate, searchParam } from '../../lib/nav';
import { usePaged } from '../../lib/paged';
import { api } from '../../lib/paths';
import { useResource } from '../../lib/resource';
import { session } from '../../lib/session';
import { useStore } from '../../lib/store';
import { useTitle } from '../../lib/use-title';
import { SearchList, type SearchTab } from './results';
import styles from './Search.module.css';

const TABS: SearchTab[] = ['quizzes', 'friends', 'challenges', 'results'];
/** Friends and results are the player's own: visitors are asked to sign in. */
const PRIVATE_TABS: SearchTab[] = ['friends', 'results'];

function pathOf(tab: SearchTab, text: string, indexes: number[]) {
  switch (tab) {
    case 'quizzes':
      return (page: number) => api.search.quizzes(text, page, indexes);
    case 'challenges':
      return (page: number) => api.search.challenges(text, page, indexes);
    case 'friends':
      return (page: number) => api.search.friends(text, page);
    default:
      return (page: number) => api.search.results(text, page);
  }
}

/** Search: tabs, category chips for quizzes and challenges, count line, paged results. */
export default function Search() {
  const t = useT();
  const lang = useLang();
  const search = useSearch();
  const text = (searchParam(search, 'text') ?? '').trim();
  const current = searchParam(search, 'current');
  const tab: SearchTab = TABS.includes(current as SearchTab) ? (current as SearchTab) : 'quizzes';
  const [draft, setDraft] = useState(text);
  const [indexes, setIndexes] = useState<number[]>([]);
  const player = useStore(session, (state) => state.status === 'player');
  const locked = PRIVATE_TABS.includes(tab) && !player;
  // Categories filter quizzes and challenges only: elsewhere their chips would do nothing.
  const filters = tab === 'quizzes' || tab === 'challenges';
  const categories = useResource<GameIndexes>(filters ? api.games.indexes() : null);
  // Runs only on non-empty text (spec section 2).
  const runs = text !== '' && !locked;
  const results = usePaged<unknown>(
    runs ? pathOf(tab, text, indexes) : null,
    `${tab}:${text}:${indexes.join(',')}`,
  );
  useTitle('screens.search');

  const go = (next: { current?: SearchTab; text?: string }) => {
    const params = new URLSearchParams({ current: next.current ?? tab, text: next.text ?? text });
    navigate(`/search?${params}`, { replace: true });
  };
  const toggle = (id: number) =>
    setIndexes((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <div class="page">
      <h1>{t('screens.search')}</h1>
      <form
        class={styles.form}
        aria-label={t('screens.search')}
        onSubmit={(event) => {
          event.preventDefault();
          go({ text: draft.trim() });
        }}
      >
        <label class="visually-hidden" for="search-text">
          {t('search.label')}
        </label>
        <input
          id="search-text"
          class={styles.input}
          type="search"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={draft}
          onInput={(event) => setDraft(event.currentTarget.value)}
        />
        <button type="submit" class="button">
          {t('actions.search')}
        </button>
      </form>
      <Tabs
        id="search"
        label={t('search.tabs_label')}
        items={TABS.map((value) => ({ value, label: t(`search.${value}`) }))}
        value={tab}
        onChange={(value) => go({ current: value })}
      />
      <div id="search-panel" role="tabpanel" aria-labelledby={`search-${tab}`}>
        {filters && categories.data && categories.data.indexes.length > 0 && (
          <Chips
            label={t('categories.filter_label')}
            items={categories.data.indexes.map((index) => ({
              value: index.id,
              label: pick(index, 'label', lang),
            }))}
            selected={indexes}
            onToggle={toggle}
          />
        )}
        {locked ? (
          <p>
            <Link href={loginPath()}>{t('search.sign_in')}</Link>
          </p>
        ) : !runs ? (
          <Empty text={t('search.start')} />
        ) : results.failed && results.items.length === 0 ? (
          <p role="alert">{t('search.failed')}</p>
        ) : (
          <>
            {results.page > 0 && (
              <p class={styles.count} role="status">
                {t('search.count', { count: Number(results.meta.number_of_results ?? 0), text })}
              </p>
            )}
            <PagedView state={results}>
              {(items) => <SearchList tab={tab} items={items} />}
            </PagedView>
          </>
        )}
      </div>
    </div>
  );
}
