import { describe, expect, it } from 'vitest';
import { notificationTexts } from '../src/domain/messages/templates';

/** Counted credits agree in both languages: French keeps 0 and 1 singular. */
describe('notification texts', () => {
  it('count credits asked and received right', () => {
    expect(notificationTexts.creditRequest('Ada', 1).fr.message).toBe('Ada vous demande 1 crédit.');
    expect(notificationTexts.creditRequest('Ada', 2).en.message).toBe(
      'Ada asks you for 2 credits.',
    );
    expect(notificationTexts.creditsReceived('Bo', 1).en.message).toBe('Bo sent you 1 credit.');
    expect(notificationTexts.creditsReceived('Bo', 3).fr.message).toBe(
      'Bo vous a envoyé 3 crédits.',
    );
  });

  it('count a refund right', () => {
    expect(notificationTexts.challengeRefunded(1).fr.message).toBe(
      "Personne n'a pu gagner ce défi : votre crédit vous est rendu.",
    );
    expect(notificationTexts.challengeRefunded(2).en.message).toBe(
      'Nobody could win this challenge: your 2 credits are back.',
    );
  });

  it('count a purchase right, and never write (s)', () => {
    const receipt = {
      amount: 100,
      units: 1,
      method: 'om' as const,
      phone: '690000001',
      reference: 'R1',
      at: new Date(Date.UTC(2026, 0, 1)),
    };
    const one = notificationTexts.purchaseSucceeded(receipt);
    expect(one.fr.message).toMatch(/^1 crédit ajouté : 100 FCFA payés/);
    expect(one.en.message).toMatch(/^1 credit added: 100 FCFA paid/);
    const ten = notificationTexts.purchaseFailed({ ...receipt, units: 10, amount: 950 });
    expect(ten.fr.message).toContain('pour 10 crédits');
    for (const texts of [one, ten]) {
      for (const { message } of [texts.en, texts.fr]) expect(message).not.toContain('(s)');
    }
  });

  it('say what a badge pays, and nothing of credits when it pays none', () => {
    const badge = { title_en: 'First', title_fr: 'Premier' };
    expect(notificationTexts.badgeEarned({ ...badge, number_of_units: 1 }).fr.message).toBe(
      'Vous avez obtenu le badge « Premier » : 1 crédit ajouté à votre compte.',
    );
    expect(notificationTexts.badgeEarned({ ...badge, number_of_units: 0 }).en.message).toBe(
      'You earned the badge "First".',
    );
  });
});
