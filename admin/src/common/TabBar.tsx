import { Box, Button } from '@mui/material';
import { type KeyboardEvent, useRef } from 'react';

/**
 * Tabs as WAI-ARIA describes them: a tablist whose selected tab alone is in the tab
 * order, arrows move between tabs. MUI's Tabs add scrolling and an animated
 * indicator that a two-tab screen has no use for, at 5 KB on the first screen.
 */
export function TabBar<T extends string>(props: {
  label: string;
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const { tabs, value } = props;

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(current + step + tabs.length) % tabs.length];
    if (!next) return;
    props.onChange(next.value);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.value}"]`)?.focus();
  }

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <Button
            key={tab.value}
            role="tab"
            data-tab={tab.value}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab.value)}
            sx={{
              borderRadius: 0,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
            }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}
