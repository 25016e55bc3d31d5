/**
 * Texts of the social screens only (friends, notifications): the player site
 * downloads them with those screens, not with /explore (30 KB budget). Laid
 * over the language's catalog as its `social` section.
 */
import type { SectionShape } from './catalog';

export const socialEn = {
  social: {
    notifications: {
      empty: 'No notification.',
      delete_one: 'Delete this notification',
      delete_question: 'Delete this notification?',
      clear_question: 'Delete all your notifications?',
      cleared: 'Your notifications were deleted.',
      page: 'Page {page} / {pages}',
      previous: 'Previous page',
      next: 'Next page',
      see_play: 'See the result',
    },
    friends: {
      tabs: 'Friends',
      mine: 'My friends',
      requests: 'Requests',
      count: { one: '{count} friend', other: '{count} friends' },
      unread: { one: '{count} new', other: '{count} new' },
      empty: 'No friend yet. Search players to add some.',
      no_requests: 'No friend request.',
      search: 'Search players',
      wants_you: '{name} wants to be your friend',
      accept: 'Accept',
      decline: 'Decline',
      unfriend: 'Remove',
    },
  },
};

export const socialFr: SectionShape<typeof socialEn> = {
  social: {
    notifications: {
      empty: 'Aucune notification.',
      delete_one: 'Supprimer cette notification',
      delete_question: 'Supprimer cette notification ?',
      clear_question: 'Supprimer toutes vos notifications ?',
      cleared: 'Vos notifications ont été supprimées.',
      page: 'Page {page} / {pages}',
      previous: 'Page précédente',
      next: 'Page suivante',
      see_play: 'Voir le résultat',
    },
    friends: {
      tabs: 'Amis',
      mine: 'Mes amis',
      requests: 'Demandes',
      count: { one: '{count} ami', other: '{count} amis' },
      unread: { one: '{count} nouvelle', other: '{count} nouvelles' },
      empty: 'Pas encore d’ami. Cherchez des joueurs pour en ajouter.',
      no_requests: 'Aucune demande d’ami.',
      search: 'Chercher des joueurs',
      wants_you: '{name} souhaite devenir votre ami',
      accept: 'Accepter',
      decline: 'Refuser',
      unfriend: 'Retirer',
    },
  },
};

export const socialCatalogs = { en: socialEn, fr: socialFr } as const;
