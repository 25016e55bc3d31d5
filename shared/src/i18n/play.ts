/**
 * Texts of the play screens only: the player site downloads them with those
 * screens, not with /explore (30 KB budget). Laid over the language's catalog
 * as its `play` section.
 */

export const playEn = {
  play: {
    question_of: 'Question {rank}/{total}',
    time_left: 'Time left',
    seconds: { one: '{count} second left', other: '{count} seconds left' },
    progress: 'Progress of the quiz',
    leave: 'Leave',
    leave_question: 'Leave this quiz? The questions not answered count as wrong.',
    next: 'Next',
    terminate: 'Terminate',
    choices: 'Choices',
    picture_choice: 'Picture {n}',
    place: 'place {n}',
    pick_one: 'Pick one answer.',
    pick_many: 'Pick every right answer.',
    pick_order: 'Tap the answers in the right order.',
    loading_quiz: 'Preparing the quiz…',
    loading_question: 'Next question…',
    loading_score: 'Counting your score…',
    time_up: 'Time is up!',
    reconnecting: 'Connection lost. Reconnecting… Your answer is kept.',
    score_title: 'Your score',
    score_note: {
      one: '{count} right answer out of {total}',
      other: '{count} right answers out of {total}',
    },
    won: 'You won {amount}!',
    lost: 'Not this time. Try another quiz!',
    challenge_on: 'The challenge is on: the result comes when it closes.',
    challenge_won: 'You won the challenge: {amount}!',
    challenge_lost: 'The challenge is over. Not this time.',
    see_challenge: 'See the challenge',
    your_answers: 'Your answers',
    right: 'Right',
    wrong: 'Wrong',
    correction: 'Right answer: {answer}',
    back_explore: 'Back to the quizzes',
    sign_in: 'Sign in to play',
    no_credit_solo: 'A solo play costs one credit, and you have none left.',
    no_credit_challenge: 'You do not have enough energy to play this challenge.',
    get_credits: 'Get credits',
    see_result: 'See the result',
    see_results: 'See my results',
  },
};

/** The same keys in French, whose plurals may add a `many` form. */
type Shape<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { other: string }
      ? { one: string; many?: string; other: string }
      : Shape<T[K]>;
};

export const playFr: Shape<typeof playEn> = {
  play: {
    question_of: 'Question {rank}/{total}',
    time_left: 'Temps restant',
    seconds: {
      one: '{count} seconde restante',
      many: '{count} de secondes restantes',
      other: '{count} secondes restantes',
    },
    progress: 'Avancement du quiz',
    leave: 'Quitter',
    leave_question: 'Quitter ce quiz ? Les questions sans réponse comptent comme fausses.',
    next: 'Suivant',
    terminate: 'Terminer',
    choices: 'Choix',
    picture_choice: 'Image {n}',
    place: 'place {n}',
    pick_one: 'Choisissez une réponse.',
    pick_many: 'Choisissez toutes les bonnes réponses.',
    pick_order: 'Touchez les réponses dans le bon ordre.',
    loading_quiz: 'Préparation du quiz…',
    loading_question: 'Question suivante…',
    loading_score: 'Calcul de votre score…',
    time_up: 'Temps écoulé !',
    reconnecting: 'Connexion perdue. Reconnexion… Votre réponse est gardée.',
    score_title: 'Votre score',
    score_note: {
      one: '{count} bonne réponse sur {total}',
      many: '{count} de bonnes réponses sur {total}',
      other: '{count} bonnes réponses sur {total}',
    },
    won: 'Vous avez gagné {amount} !',
    lost: 'Pas cette fois. Essayez un autre quiz !',
    challenge_on: 'Le défi continue : le résultat viendra à sa clôture.',
    challenge_won: 'Vous avez gagné le défi : {amount} !',
    challenge_lost: 'Le défi est terminé. Pas cette fois.',
    see_challenge: 'Voir le défi',
    your_answers: 'Vos réponses',
    right: 'Juste',
    wrong: 'Faux',
    correction: 'Bonne réponse : {answer}',
    back_explore: 'Retour aux quiz',
    sign_in: 'Se connecter pour jouer',
    no_credit_solo: 'Une partie solo coûte un crédit, et il ne vous en reste plus.',
    no_credit_challenge: "Vous n'avez pas assez d'énergie pour jouer ce défi.",
    get_credits: 'Obtenir des crédits',
    see_result: 'Voir le résultat',
    see_results: 'Voir mes résultats',
  },
};

export const playCatalogs = { en: playEn, fr: playFr } as const;
