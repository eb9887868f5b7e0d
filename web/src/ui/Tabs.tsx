import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const StyledTabList = styled.div<{ $scroll: boolean }>`
  display: flex;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  flex-wrap: ${({ $scroll }) => ($scroll ? 'nowrap' : 'wrap')};

  /*
   * Many tabs: one row at every width, which scrolls sideways when the labels do not fit (on a phone; Settings' eight
   * tabs in German on a desktop), instead of two or three wrapped rows. Where they fit, they share the row.
   */
  ${({ $scroll }) =>
    $scroll &&
    css`
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: thin;

      @media (max-width: 767.98px) {
        & > [role='tab'] {
          flex: 0 0 auto;
        }
      }
    `}
`;

const StyledTab = styled.button`
  flex: 1 0 auto;
  min-height: 2.5rem;
  padding: 0.375rem 0.875rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mutedForeground};
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.card};
    color: ${({ theme }) => theme.colors.foreground};
    box-shadow: 0 1px 2px ${({ theme }) => theme.colors.shadow};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledTabPanel = styled.div`
  padding-top: 1.25rem;

  &:focus-visible {
    outline-offset: 4px;
  }
`;

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  /** Controlled selection; leave undefined to let the component keep it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** 'scroll': the tabs stay on one row that scrolls sideways when they do not fit (for lists too long to fit a phone). */
  layout?: 'wrap' | 'scroll';
};

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between enabled tabs. */
export function Tabs({ label, items, value, defaultValue, onValueChange, layout = 'wrap' }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items.find((item) => !item.disabled)?.value ?? '');
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };

  const enabled = items.filter((item) => !item.disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.value);
    const tab = tabRefs.current.get(next.value);
    tab?.focus();
    // In a scrolling row, focus alone may leave the tab half out of view.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const active = items.find((item) => item.value === selected);
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  return (
    <div>
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown} $scroll={layout === 'scroll'}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <StyledTab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {active && (
        <StyledTabPanel role="tabpanel" id={panelId(active.value)} aria-labelledby={tabId(active.value)} tabIndex={0}>
          {active.content}
        </StyledTabPanel>
      )}
    </div>
  );
}
