import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../components/ui/Button';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { uiLanguageMessages as messages } from './messages';
import { selectUiLanguage } from './selectors';
import { uiLanguageChanged, uiLanguages, type UiLanguage } from './slice';

/** Each language by its own name, the same in every UI language. */
const nativeNames: Record<UiLanguage, string> = { de: 'Deutsch', en: 'English' };

const Wrapper = styled.div`
  position: relative;
`;

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

/**
 * The language switch: a button naming the current language opens a menu of both; the choice
 * goes to the store, and a saga keeps it in local storage.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectUiLanguage);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLButtonElement>('[role=menuitem]')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const choose = (choice: UiLanguage) => {
    setOpen(false);
    button.current?.focus();
    if (choice !== language) dispatch(uiLanguageChanged(choice));
  };

  return (
    <Wrapper ref={wrapper}>
      <Button
        ref={button}
        type="button"
        $variant="onDark"
        data-testid="language-switch"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(messages.switchLabel, { language: nativeNames[language] })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {language.toUpperCase()}
      </Button>
      {open && (
        <Menu id={menuId} role="menu" aria-label={intl.formatMessage(messages.menuLabel)}>
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
      )}
    </Wrapper>
  );
}
