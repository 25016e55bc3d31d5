import type { JSX } from 'preact';
import styles from './Tabs.module.css';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

/**
 * A tab list whose panel is the content below it (id `${id}-panel`). Arrow
 * keys move between tabs as the ARIA tabs pattern expects.
 */
export function Tabs<V extends string>(props: {
  id: string;
  label: string;
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  const { id, items, value, onChange } = props;
  const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = items.findIndex((item) => item.value === value);
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.value);
    document.getElementById(`${id}-${next.value}`)?.focus();
  };
  return (
    <div class={styles.tabs} role="tablist" aria-label={props.label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.value}
          id={`${id}-${item.value}`}
          type="button"
          role="tab"
          class={styles.tab}
          aria-selected={item.value === value}
          aria-controls={`${id}-panel`}
          tabIndex={item.value === value ? 0 : -1}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** Toggle chips (category filters): each press switches one on or off. */
export function Chips<V extends string | number>(props: {
  label: string;
  items: readonly { value: V; label: string }[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  /** Wrap onto several lines instead of scrolling sideways (a screen of chips). */
  wrap?: boolean;
}) {
  return (
    <fieldset class={`group ${styles.chips} ${props.wrap ? styles.wrap : ''}`}>
      <legend class="visually-hidden">{props.label}</legend>
      {props.items.map((item) => (
        <button
          key={item.value}
          type="button"
          class={styles.chip}
          aria-pressed={props.selected.includes(item.value)}
          onClick={() => props.onToggle(item.value)}
        >
          {item.label}
        </button>
      ))}
    </fieldset>
  );
}
