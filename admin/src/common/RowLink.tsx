import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

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
    <Link
      to={createPath({ resource, type: 'show', id: record.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
