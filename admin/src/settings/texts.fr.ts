import type { TextsLike } from '../i18n/sections';
import type { settingsEn } from './texts.en';

/** Textes des paramètres de l'administration (resources.settings), chargés avec eux. */
const settingsFr: TextsLike<typeof settingsEn> = {
  picture: 'Photo de profil',
  change_picture: 'Changer la photo',
  remove_picture: 'Retirer la photo',
  remove_picture_question: 'Retirer votre photo de profil ?',
  picture_refused: 'Veuillez choisir une image PNG ou JPEG de 5 Mo au plus.',
  not_set: 'Non renseigné',
  saved: 'Enregistré.',
  failed: "La modification n'a pas pu être enregistrée. Veuillez réessayer.",
  code_sent: 'Un code a été envoyé à %{contact} : saisissez-le pour confirmer le changement.',
  code: 'Code reçu',
  send_code: 'Envoyer un code',
  confirm: 'Confirmer',
  fields: {
    first_name: 'Prénom',
    last_name: 'Nom',
    email_phone_number: 'E-mail ou numéro de téléphone',
    birthday: 'Date de naissance',
    gender: 'Genre',
    country: 'Pays',
    language: 'Langue',
    password: 'Mot de passe',
    current_password: 'Mot de passe actuel',
    new_password: 'Nouveau mot de passe',
    new_password_confirmation: 'Nouveau mot de passe, à nouveau',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
  },
  delete: {
    button: 'Supprimer mon compte',
    title: 'Supprimer votre compte ?',
    question:
      'Votre compte, ses crédits et ses gains sont supprimés définitivement. Cette action est irréversible.',
    password: 'Saisissez votre mot de passe pour confirmer.',
    failed: "Votre compte n'a pas pu être supprimé. Vérifiez votre mot de passe et réessayez.",
  },
};

export default settingsFr;
