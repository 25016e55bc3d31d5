import type { CodePurpose } from '../../db/schema';

type Language = 'fr' | 'en';

/** Texts the server itself sends by SMS or e-mail, in the player's language. */
const codeTexts: Record<
  Language,
  Record<CodePurpose, (code: string, minutes: number) => string>
> = {
  fr: {
    signup: (code, minutes) =>
      `Quiz : votre code de vérification est ${code}. Il expire dans ${minutes} minutes.`,
    password_reset: (code, minutes) =>
      `Quiz : votre code pour changer de mot de passe est ${code}. Il expire dans ${minutes} minutes. Si vous n'avez rien demandé, ignorez ce message.`,
    contact_change: (code, minutes) =>
      `Quiz : votre code pour valider ce nouveau contact est ${code}. Il expire dans ${minutes} minutes.`,
  },
  en: {
    signup: (code, minutes) =>
      `Quiz: your verification code is ${code}. It expires in ${minutes} minutes.`,
    password_reset: (code, minutes) =>
      `Quiz: your code to change your password is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    contact_change: (code, minutes) =>
      `Quiz: your code to confirm this new contact is ${code}. It expires in ${minutes} minutes.`,
  },
};

const subjects: Record<Language, Record<CodePurpose, string>> = {
  fr: {
    signup: 'Votre code de vérification',
    password_reset: 'Changer votre mot de passe',
    contact_change: 'Valider votre nouveau contact',
  },
  en: {
    signup: 'Your verification code',
    password_reset: 'Change your password',
    contact_change: 'Confirm your new contact',
  },
};

export function codeMessage(
  language: Language,
  purpose: CodePurpose,
  code: string,
  minutes: number,
) {
  return {
    subject: subjects[language][purpose],
    body: codeTexts[language][purpose](code, minutes),
  };
}
