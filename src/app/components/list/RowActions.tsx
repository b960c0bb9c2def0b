import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { rowActionMessages as messages } from './messages';

export interface RowAction {
  /** The visible label; it is also the button's name unless `accessibleName` says more. */
  label: string;
  /** A name that contains the label and says which row it acts on ("Delete group X"). */
  accessibleName?: string;
  onSelect: () => void;
  testId?: string;
}

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const MenuWrap = styled.div`
  display: none;
  justify-content: flex-end;

  ${({ theme }) => theme.media.phone} {
    display: flex;
  }
`;

const MenuButton = styled(Button)`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space(1.5)};
  font-size: 1.25rem;
  line-height: 1;
`;

/** Fixed at its button, in <body>: rows and scroll boxes that clip their content do not cut it. */
const Menu = styled.ul`
  position: fixed;
  z-index: 150;
  min-width: 12rem;
  max-width: calc(100vw - ${({ theme }) => theme.space(6)});
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.dialog};

  button {
    width: 100%;
    justify-content: flex-start;
    white-space: normal;
    text-align: left;
  }
`;

/**
 * The actions of one list row (issue 23: row actions that fit). On wide screens they stand
 * side by side and wrap rather than being cut; on a phone (below 600 px) one "actions" button
 * per row opens them as a list, so a narrow table keeps one small column and every action stays
 * reachable. The menu follows the disclosure pattern: Escape or a click elsewhere closes it and
 * focus returns to its button. `rowName` names the row in the button ("Actions for X").
 */
export function RowActions({ rowName, actions }: { rowName: string; actions: RowAction[] }) {
  const intl = useIntl();
  const menuId = useId();
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const open = position !== null;
  const menu = useRef<HTMLUListElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // The menu sits at the end of <body>: focus goes into it, and back to its button on Escape.
    menu.current?.querySelector('button')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        toggle.current?.focus();
      } else if (event.type === 'mousedown') {
        const target = event.target as Node;
        if (menu.current?.contains(target) || toggle.current?.contains(target)) return;
      }
      setPosition(null);
    };
    // A scroll moves the button away from the fixed menu: the menu closes.
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    window.addEventListener('scroll', close, true);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [open]);

  const openMenu = () => {
    const rect = toggle.current?.getBoundingClientRect();
    if (!rect) return;
    setPosition({ top: rect.bottom + 4, right: Math.max(8, window.innerWidth - rect.right) });
  };

  if (actions.length === 0) return null;
  const choose = (action: RowAction) => {
    setPosition(null);
    toggle.current?.focus();
    action.onSelect();
  };
  return (
    <>
      <Inline data-testid="row-actions">
        {actions.map((action) => (
          <Button
            key={action.label}
            type="button"
            $variant="ghost"
            aria-label={action.accessibleName}
            data-testid={action.testId}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ))}
      </Inline>
      <MenuWrap>
        <MenuButton
          ref={toggle}
          type="button"
          $variant="ghost"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={intl.formatMessage(messages.menu, { name: rowName })}
          data-testid="row-actions-menu"
          onClick={() => (open ? setPosition(null) : openMenu())}
        >
          <span aria-hidden="true">⋯</span>
        </MenuButton>
        {position &&
          createPortal(
            <Menu id={menuId} ref={menu} style={position}>
              {actions.map((action) => (
                <li key={action.label}>
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-label={action.accessibleName}
                    onClick={() => choose(action)}
                  >
                    {action.label}
                  </Button>
                </li>
              ))}
            </Menu>,
            document.body,
          )}
      </MenuWrap>
    </>
  );
}
