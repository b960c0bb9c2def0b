import { getIn, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorPaths, samePath, touchedWithErrors } from './errorPaths';
import { formMessages } from './messages';
import { Notice } from './styles';
import { useValidationMessage } from './useValidationMessage';

interface Entry {
  path: string;
  /** The control's id, when the form shows a control for the path. */
  controlId?: string;
  label: string;
  error: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const List = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.25rem;
`;

const Title = styled.h2`
  font-size: 1rem;
  margin: 0;
`;

/** The controls of the form that bear a name, in the order the person meets them. */
function namedControls(form: HTMLFormElement | null): Control[] {
  if (!form) return [];
  return Array.from(form.elements).filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) &&
      element.name !== '',
  );
}

/** The visible label of a control, without its decorations (the required star). */
function labelOf(control: Control): string {
  const label = control.labels?.[0];
  if (!label) return control.getAttribute('aria-label') ?? control.name;
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"], select, input, textarea').forEach((e) => e.remove());
  return copy.textContent?.trim() || control.name;
}

/**
 * Put inside a formik form, first: after a submit that validation refuses, it shows every error
 * at once (every errored path is touched, nested arrays included), lists them at the top as links
 * to their fields, announces the list (role=alert) and moves the focus to the first field in
 * error. The list is the one of that submit; fields edited since (their error gone or changed)
 * drop out of it.
 */
export function ErrorSummary() {
  const intl = useIntl();
  const message = useValidationMessage();
  const { errors, touched, submitCount, isSubmitting, isValidating, setTouched } =
    useFormikContext<unknown>();
  const handled = useRef(submitCount);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [failedSubmit, setFailedSubmit] = useState(0);
  const [entries, setEntries] = useState<Entry[]>([]);

  // A finished submit that validation refused: show all its errors.
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (errorPaths(errors).length === 0) return;
    void setTouched(touchedWithErrors(touched, errors), false);
    setFailedSubmit(submitCount);
  }, [submitCount, isSubmitting, isValidating, errors, touched, setTouched]);

  // Its summary, in the order of the fields, and the focus on the first of them.
  useEffect(() => {
    if (failedSubmit === 0) return;
    const controls = namedControls(box.current?.closest('form') ?? null);
    const paths = errorPaths(errors);
    const shown: Entry[] = [];
    let first: Control | undefined;
    for (const control of controls) {
      const path = paths.find((p) => samePath(p, control.name));
      if (!path || shown.some((entry) => entry.path === path)) continue;
      first ??= control;
      shown.push({
        path,
        controlId: control.id,
        label: labelOf(control),
        error: getIn(errors, path),
      });
    }
    for (const path of paths) {
      if (!shown.some((entry) => entry.path === path)) {
        shown.push({ path, label: '', error: getIn(errors, path) as string });
      }
    }
    setEntries(shown);
    first?.focus();
    // Only at a refused submit; later edits only shorten the list (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedSubmit]);

  // An entry whose field now holds another error (or none) was worked on: it drops out.
  const open = entries.filter((entry) => getIn(errors, entry.path) === entry.error);
  const goTo = (event: MouseEvent<HTMLAnchorElement>, controlId: string) => {
    event.preventDefault();
    const control = document.getElementById(controlId);
    control?.scrollIntoView?.({ block: 'center' });
    control?.focus();
  };

  return (
    <div ref={box}>
      {open.length > 0 && (
        <Notice
          $tone="error"
          role="alert"
          aria-labelledby={titleId}
          data-testid="form-error-summary"
        >
          <Title id={titleId}>
            {intl.formatMessage(formMessages.errorSummaryTitle, { count: open.length })}
          </Title>
          <List>
            {open.map((entry) => {
              const text = message(entry.error) ?? '';
              return (
                <li key={entry.path}>
                  {entry.controlId ? (
                    <a
                      href={`#${entry.controlId}`}
                      onClick={(event) => goTo(event, entry.controlId!)}
                    >
                      {intl.formatMessage(formMessages.errorSummaryEntry, {
                        field: entry.label,
                        error: text,
                      })}
                    </a>
                  ) : (
                    text
                  )}
                </li>
              );
            })}
          </List>
        </Notice>
      )}
    </div>
  );
}
