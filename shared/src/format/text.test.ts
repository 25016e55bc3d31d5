import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskPhone, truncate } from './text';

describe('truncate', () => {
  it('leaves short texts alone', () => {
    expect(truncate('Sport', 5)).toBe('Sport');
    expect(truncate('', 3)).toBe('');
  });

  it('keeps the first N characters and adds an ellipsis', () => {
    expect(truncate('Géographie du Cameroun', 10)).toBe('Géographie…');
    expect(truncate('abcdef', 5)).toBe('abcde…');
  });

  it('drops the space before the ellipsis and never splits an emoji', () => {
    expect(truncate('Quiz du jour', 5)).toBe('Quiz…');
    expect(truncate('⚽⚽⚽', 2)).toBe('⚽⚽…');
  });
});

describe('maskPhone', () => {
  it('shows the first 3 and last 2 digits', () => {
    expect(maskPhone('677123456')).toBe('677****56');
    expect(maskPhone('123456')).toBe('123*56');
  });

  it('hides very short values entirely', () => {
    expect(maskPhone('12345')).toBe('*****');
  });
});

describe('maskEmail', () => {
  it('shows 3 letters of the local part and the last domain label', () => {
    expect(maskEmail('jean.dupont@gmail.com')).toBe('jea***@*****.com');
    expect(maskEmail('jo@yahoo.fr')).toBe('jo***@*****.fr');
    expect(maskEmail('awa@mail.co.cm')).toBe('awa***@*******.cm');
  });
});

describe('maskContact', () => {
  it('tells e-mails from phones', () => {
    expect(maskContact('jean@mail.cm')).toBe('jea***@****.cm');
    expect(maskContact('699887766')).toBe('699****66');
  });
});
