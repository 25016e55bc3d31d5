import type { MouseEvent, ReactNode } from 'react';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A list row's record, as a link to its page. A row that opens on a click is out of
 * the keyboard's reach (a table row takes no focus); its link is reached by Tab and
 * followed by Enter. The click stops at the link: the row would open the page again.
 */
export function RowLink({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return children;
  return (
    // The router's own link: the console's styled one splits into a chunk of its own,
    // downloaded before the first list. The cell's colour, underlined: readable in both themes.
    <Link
      style={{ color: 'inherit' }}
      to={createPath({ resource, type: 'show', id: record.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
