import type { ComponentChildren } from 'preact';
import { useT } from '../../lib/i18n';
import type { PagedState } from '../../lib/paged';
import { CardsSkeleton } from '../skeleton/Skeleton';
import { Empty } from './Section';

/**
 * A paged list's states: skeleton on the first load, empty state, the items,
 * then the Next button while pages remain (spec section 9).
 */
export function PagedView<T>(props: {
  state: PagedState<T> & { hasNext: boolean; next: () => void };
  children: (items: T[]) => ComponentChildren;
}) {
  const t = useT();
  const { state } = props;
  if (state.page === 0 && state.loading) return <CardsSkeleton count={4} />;
  if (state.items.length === 0)
    return <Empty text={t(state.failed ? 'lists.load_failed' : 'lists.empty')} />;
  return (
    <>
      {props.children(state.items)}
      {state.hasNext && (
        <p style={{ textAlign: 'center', marginTop: '16px' }}>
          <button type="button" class="button button-ghost" onClick={state.next}>
            {t('lists.next_page')}
          </button>
        </p>
      )}
      {state.loading && state.page > 0 && <CardsSkeleton count={2} />}
    </>
  );
}
