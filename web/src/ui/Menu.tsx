import { useCallback, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MenuContext } from './menu-context';

const StyledMenuRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: none;
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  cursor: pointer;
`;

const StyledPopover = styled.div<{ $align: MenuAlign }>`
  position: absolute;
  top: calc(100% + 0.5rem);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.overlay};
  min-width: 15rem;
  max-width: calc(100vw - 1.5rem);
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 12px 28px ${({ theme }) => theme.colors.shadow};
  padding: 0.375rem;
`;

const StyledMenuList = styled.div`
  display: flex;
  flex-direction: column;
`;

const menuItemStyles = css`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  width: 100%;
  padding: 0.625rem 0.75rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.muted};
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

const StyledMenuItemButton = styled.button`
  ${menuItemStyles}
`;

const StyledMenuItemLink = styled(Link)`
  ${menuItemStyles}
`;

export const StyledMenuSeparator = styled.hr`
  border: none;
  border-top: ${({ theme }) => theme.borders.hairline};
  margin: 0.375rem 0;
`;

export type MenuAlign = 'start' | 'end';

export type MenuProps = {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  /** Non-interactive content above the items (for example the account summary). */
  header?: ReactNode;
  align?: MenuAlign;
  children: ReactNode;
};

const itemsOf = (list: HTMLElement | null) => (list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : []);

/**
 * A menu button: Enter, Space or ArrowDown opens it on the first item; arrows, Home and End move between items;
 * Escape closes it and returns focus to the button; Tab or a click outside closes it.
 */
export function Menu({ label, trigger, header, align = 'end', children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const items = itemsOf(listRef.current);
    (focusLast ? items[items.length - 1] : items[0])?.focus();
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, focusLast]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusLast(event.key === 'ArrowUp');
      setOpen(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return close(false);
      default:
        return undefined;
    }
  };

  return (
    <StyledMenuRoot ref={rootRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setFocusLast(false);
          setOpen((value) => !value);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </StyledTrigger>
      {open && (
        <StyledPopover $align={align}>
          {header}
          <MenuContext.Provider value={{ close }}>
            <StyledMenuList ref={listRef} id={menuId} role="menu" aria-label={label} onKeyDown={onListKeyDown}>
              {children}
            </StyledMenuList>
          </MenuContext.Provider>
        </StyledPopover>
      )}
    </StyledMenuRoot>
  );
}

export type MenuItemProps = {
  children: ReactNode;
  /** A link item when set. */
  to?: string;
  onSelect?: () => void;
};

export function MenuItem({ children, to, onSelect }: MenuItemProps) {
  const menu = useContext(MenuContext);
  const select = () => {
    menu?.close(false);
    onSelect?.();
  };
  if (to) {
    return (
      <StyledMenuItemLink role="menuitem" tabIndex={-1} to={to} onClick={select}>
        {children}
      </StyledMenuItemLink>
    );
  }
  return (
    <StyledMenuItemButton type="button" role="menuitem" tabIndex={-1} onClick={select}>
      {children}
    </StyledMenuItemButton>
  );
}
