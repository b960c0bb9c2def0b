import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { nativeNames } from './nativeNames';
import { uiLanguageMessages as messages } from './messages';
import { selectUiLanguage } from './selectors';
import { uiLanguageChanged, uiLanguages, type UiLanguage } from './slice';

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  z-index: 50;
  min-width: 9rem;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

const Item = styled.button<{ $current: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySurface : 'transparent')};
  color: inherit;
  font-weight: ${({ $current }) => ($current ? 600 : 400)};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySurface};
  }
`;

interface LanguageMenuProps {
  id: string;
  /** Closes the menu; `returnFocus` puts the focus back on the switch's button. */
  onClose: (returnFocus: boolean) => void;
  /** The switch's wrapper: a click inside it is not a click outside the menu. */
  within: RefObject<HTMLDivElement | null>;
}

/** The language switch's menu: loaded when first opened, it is not needed for the first paint. */
export function LanguageMenu({ id, onClose, within }: LanguageMenuProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectUiLanguage);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLButtonElement>('[role=menuitem]')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!within.current?.contains(event.target as Node)) onClose(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, within]);

  const choose = (choice: UiLanguage) => {
    onClose(true);
    if (choice !== language) dispatch(uiLanguageChanged(choice));
  };

  return (
    <Menu ref={menu} id={id} role="menu" aria-label={intl.formatMessage(messages.menuLabel)}>
      {uiLanguages.map((choice) => (
        <li key={choice} role="none">
          <Item
            type="button"
            role="menuitem"
            lang={choice}
            $current={choice === language}
            aria-current={choice === language ? 'true' : undefined}
            data-testid={`language-option-${choice}`}
            onClick={() => choose(choice)}
          >
            {nativeNames[choice]}
            {choice === language && <span aria-hidden="true">✓</span>}
          </Item>
        </li>
      ))}
    </Menu>
  );
}
