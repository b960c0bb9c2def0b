import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { renderWithProviders } from '../../support/testUtils';

/**
 * Renders fields inside a formik form with the app's providers (fresh store, German texts from
 * i18n/de.json, theme).
 */
export function renderInForm<V extends FormikValues>(
  fields: ReactNode,
  config: Partial<FormikConfig<V>> & { initialValues: V },
) {
  const onSubmit = config.onSubmit ?? jest.fn();
  return renderWithProviders(
    <Formik<V> {...config} onSubmit={onSubmit}>
      <Form noValidate>
        {fields}
        <button type="submit">Senden</button>
      </Form>
    </Formik>,
  );
}

/** Fires events and lets formik's asynchronous validation settle inside act. */
export async function settle(fire: () => void): Promise<void> {
  await act(async () => {
    fire();
  });
}
