import { en } from '@quiz/shared/i18n';
import { preferencesEn } from '@quiz/shared/i18n/preferences';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataSaver, dataSaverDefault } from '../../lib/data-saver';
import { i18n } from '../../lib/i18n';
import { DataSaver } from './DataSaver';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  i18n.set({ lang: 'en', messages: { ...en, ...preferencesEn } as typeof en });
  localStorage.clear();
  dataSaver.on = false;
});

afterEach(() => {
  localStorage.clear();
  dataSaver.on = false;
});

describe('the data saver switch', () => {
  it('is a labelled switch that turns data saver on, for this visit and the next', () => {
    act(() => render(<DataSaver />, root));
    const toggle = root.querySelector<HTMLInputElement>('input[role="switch"]');
    expect(toggle?.closest('label')?.textContent).toBe('Data saver');
    expect(toggle?.checked).toBe(false);
    act(() => toggle?.click());
    expect(toggle?.checked).toBe(true);
    expect(dataSaver.on).toBe(true);
    expect(dataSaverDefault()).toBe(true);
    act(() => toggle?.click());
    expect(dataSaver.on).toBe(false);
    expect(dataSaverDefault()).toBe(false);
  });
});
