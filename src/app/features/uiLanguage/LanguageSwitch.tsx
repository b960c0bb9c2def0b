import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { lazyComponent } from '../../components/lazyComponent';
import { Button } from '../../components/ui/Button';
import { useAppSelector } from '../../store/hooks';
import { uiLanguageMessages as messages } from './messages';
import { nativeNames } from './nativeNames';
import { selectUiLanguage } from './selectors';
import type { LanguageMenu as LanguageMenuComponent } from './LanguageMenu';

const LanguageMenu = lazyComponent<Parameters<typeof LanguageMenuComponent>[0]>(
  () => import(/* webpackChunkName: "language-menu" */ './LanguageMenu'),
  'LanguageMenu',
);

const Wrapper = styled.div`
  position: relative;
`;

/**
 * The language switch: a button naming the current language opens a menu of both (its own
 * chunk); the choice goes to the store, and a saga keeps it in local storage.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const language = useAppSelector(selectUiLanguage);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

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
        aria-label={intl.formatMessage(messages.switchLabel, {
          code: language.toUpperCase(),
          language: nativeNames[language],
        })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {language.toUpperCase()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LanguageMenu id={menuId} onClose={close} within={wrapper} />
        </Suspense>
      )}
    </Wrapper>
  );
}
