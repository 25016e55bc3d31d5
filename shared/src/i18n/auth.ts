/**
 * Texts of the sign-in, registration and password screens only: the player
 * site downloads them with those screens, not with /explore (30 KB budget).
 * Laid over the language's catalog as its `auth` section.
 */
import type { SectionShape } from './catalog';

export const authEn = {
  auth: {
    min_age: 'You must be at least 18 years old to register.',
    account_exists: 'An account already exists with this phone number or e-mail.',
    max_reached: 'You have reached the maximum number of attempts.',
    invalid_code: 'Invalid code ({tries}/{max} attempts).',
    time_elapsed: 'This code has expired. Please request a new one.',
    invalid_transaction_code: 'This reset request is no longer valid. Please enter the code again.',
    invalid_email_phone: 'No account matches this e-mail address or phone number.',
    refresh_failed: 'Your session has expired. Please sign in again.',
    login_intro: 'Welcome back! Sign in to play and win.',
    forgot_link: 'Forgot your password?',
    no_account: 'No account yet?',
    have_account: 'Already have an account?',
    register_intro: 'Play quizzes, challenge your friends and win money.',
    choose_mode: 'How do you want to register?',
    by_phone: 'With my phone number',
    by_email: 'With my e-mail address',
    change_mode: 'Use another method',
    country_code: 'Country code',
    password_hint: 'At least 8 characters.',
    passwords_match: 'The passwords match.',
    verification_intro: 'Enter the 6-digit code sent to {username}.',
    verification_password:
      'Two sign-ups were made with this e-mail or phone number: choose the password of your account.',
    resend_code: 'Send a new code',
    code_resent: 'A new code is on its way.',
    tries: 'Attempts: {tries}/{max}',
    verifying: 'Verifying your account…',
    forgot_intro:
      'Enter your phone number or e-mail: we will send you a code to choose a new password.',
    send_code: 'Send the code',
    code_sent: 'If an account uses {username}, a code has been sent to it.',
    reset_intro: 'Choose your new password.',
    back_to_code: 'Back to the code',
    reset_password: 'Change my password',
    something_wrong: 'Something went wrong. Please try again.',
    too_many: 'Too many attempts. Please try again in {minutes} min.',
  },
};

export const authFr: SectionShape<typeof authEn> = {
  auth: {
    min_age: 'Vous devez avoir au moins 18 ans pour vous inscrire.',
    account_exists: 'Un compte existe déjà avec ce numéro de téléphone ou cet e-mail.',
    max_reached: 'Vous avez atteint le nombre maximal de tentatives.',
    invalid_code: 'Code incorrect ({tries}/{max} tentatives).',
    time_elapsed: 'Ce code a expiré. Veuillez en demander un nouveau.',
    invalid_transaction_code:
      "Cette demande de réinitialisation n'est plus valide. Veuillez saisir le code à nouveau.",
    invalid_email_phone: 'Aucun compte ne correspond à cet e-mail ou à ce numéro de téléphone.',
    refresh_failed: 'Votre session a expiré. Veuillez vous reconnecter.',
    login_intro: 'Bon retour ! Connectez-vous pour jouer et gagner.',
    forgot_link: 'Mot de passe oublié ?',
    no_account: 'Pas encore de compte ?',
    have_account: 'Vous avez déjà un compte ?',
    register_intro: "Jouez aux quiz, défiez vos amis et gagnez de l'argent.",
    choose_mode: 'Comment voulez-vous vous inscrire ?',
    by_phone: 'Avec mon numéro de téléphone',
    by_email: 'Avec mon adresse e-mail',
    change_mode: 'Changer de méthode',
    country_code: 'Indicatif du pays',
    password_hint: '8 caractères au moins.',
    passwords_match: 'Les mots de passe correspondent.',
    verification_intro: 'Saisissez le code à 6 chiffres envoyé à {username}.',
    verification_password:
      'Deux inscriptions ont été faites avec cet e-mail ou ce numéro : choisissez le mot de passe de votre compte.',
    resend_code: 'Envoyer un nouveau code',
    code_resent: 'Un nouveau code est en route.',
    tries: 'Essais : {tries}/{max}',
    verifying: 'Vérification de votre compte…',
    forgot_intro:
      'Saisissez votre numéro de téléphone ou votre e-mail : nous vous enverrons un code pour choisir un nouveau mot de passe.',
    send_code: 'Envoyer le code',
    code_sent: 'Si un compte utilise {username}, un code lui a été envoyé.',
    reset_intro: 'Choisissez votre nouveau mot de passe.',
    back_to_code: 'Retour au code',
    reset_password: 'Changer mon mot de passe',
    something_wrong: 'Un problème est survenu. Veuillez réessayer.',
    too_many: 'Trop de tentatives. Réessayez dans {minutes} min.',
  },
};

export const authCatalogs = { en: authEn, fr: authFr } as const;
