/** Friends, notifications and search (player spec section 7). */
import { path, query } from './build';

export const friends = {
  /** DELETE. */
  unfriend: (userId: number) => path`/api/me/my-friends/unfriend/${userId}/`,
  /** GET (the spec accepts with a GET). */
  accept: (requestId: number) => path`/api/me/my-friends/request/${requestId}/accept/`,
  /** DELETE. */
  decline: (requestId: number) => path`/api/me/my-friends/request/${requestId}/decline/`,
  /** DELETE. */
  cancel: (requestId: number) => path`/api/me/my-friends/request/${requestId}/cancel/`,
  /** POST: invite the user with this id. */
  send: (userId: number) => path`/api/me/my-friends/request/${userId}/send/`,
  list: (page: number, indicators?: boolean) =>
    path`/api/me/my-friends/${page}/` + query({ indicators: indicators ? true : undefined }),
  all: () => '/api/me/my-friends/all/',
  requests: (page: number) => path`/api/me/my-friends/requests/list/${page}/`,
};

export const notifications = {
  /** GET {notifications, number_of_pages}. */
  list: (step: number) => `/api/me/notifications/${query({ step })}`,
  /** DELETE one. */
  delete: (notificationId: number) =>
    `/api/me/notifications/${query({ spec: 'delete_element', notification_id: notificationId })}`,
  /** DELETE all. */
  clear: () => `/api/me/notifications/${query({ spec: 'clear' })}`,
};

export const search = {
  /** `indexes` filters by categories, sent as repeated parameters. */
  quizzes: (text: string, page: number, indexes: readonly number[] = []) =>
    path`/api/search/quizzes/${text}/${page}/` + query({ indexes }),
  challenges: (text: string, page: number, indexes: readonly number[] = []) =>
    path`/api/search/challenges/${text}/${page}/` + query({ indexes }),
  friends: (text: string, page: number) => path`/api/search/friends/${text}/${page}/`,
  results: (text: string, page: number) => path`/api/search/results/${text}/${page}/`,
};
