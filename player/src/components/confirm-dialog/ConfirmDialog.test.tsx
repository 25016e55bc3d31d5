import { en, fr } from '@quiz/shared/i18n';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ConfirmDialog } from './ConfirmDialog';

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  root = document.getElementById('root') as HTMLElement;
  i18n.set({ lang: 'en', messages: en });
});

function show(onConfirm = vi.fn(), onCancel = vi.fn()) {
  act(() =>
    render(
      <ConfirmDialog question="Remove Boris?" onConfirm={onConfirm} onCancel={onCancel} />,
      root,
    ),
  );
  const buttons = [...root.querySelectorAll('button')];
  return { onConfirm, onCancel, yes: buttons[0], no: buttons[1] };
}

describe('confirmation dialog', () => {
  it('asks its question as an alert dialog, with the focus on No', () => {
    const { no } = show();
    const dialog = root.querySelector('[role="alertdialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const label = document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Remove Boris?');
    expect(document.activeElement).toBe(no);
  });

  it('confirms with Yes and cancels with No or Escape', () => {
    const { onConfirm, onCancel, yes, no } = show();
    act(() => no?.click());
    expect(onCancel).toHaveBeenCalledTimes(1);
    act(() => {
      dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    act(() => yes?.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('speaks the language of the interface', () => {
    act(() => i18n.set({ lang: 'fr', messages: fr }));
    const { yes, no } = show();
    expect([yes?.textContent, no?.textContent]).toEqual(['Oui', 'Non']);
  });
});
