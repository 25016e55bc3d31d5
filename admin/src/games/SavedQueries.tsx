import { SavedQueriesList } from 'react-admin';

/** The manager's saved queries of the games list (react-admin keeps them in the browser). */
export default function SavedQueries() {
  return <SavedQueriesList />;
}
