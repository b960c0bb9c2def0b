import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { detailsToFieldErrors, type ApiErrorDetail } from '../../../common/validation';

/**
 * Field errors the server answered (400 with details) live in formik's `status.serverErrors`
 * (field path to encoded issue), apart from formik's own errors: the next client-side validation
 * would otherwise wipe them. A field shows its server error until its value is changed.
 */
export interface ServerErrorsStatus {
  serverErrors?: Record<string, string>;
}

export function serverErrorOf(status: unknown, name: string): string | undefined {
  return (status as ServerErrorsStatus | undefined)?.serverErrors?.[name];
}

export function withoutServerError(status: unknown, name: string): ServerErrorsStatus {
  const current = (status ?? {}) as ServerErrorsStatus;
  const { [name]: _removed, ...rest } = current.serverErrors ?? {};
  return { ...current, serverErrors: rest };
}

/**
 * Puts server details onto the fields of the surrounding formik form whenever `details` changes
 * (by reference: each answer brings a new array). Render it inside `<Formik>`; it renders nothing.
 */
export function useServerFieldErrors(details: readonly ApiErrorDetail[] | undefined): void {
  const { status, setStatus } = useFormikContext();
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  }, [status]);
  useEffect(() => {
    setStatus({
      ...((statusRef.current ?? {}) as ServerErrorsStatus),
      serverErrors: detailsToFieldErrors(details ?? []),
    });
  }, [details, setStatus]);
}

export function ServerFieldErrors({
  details,
}: {
  details: readonly ApiErrorDetail[] | undefined;
}): null {
  useServerFieldErrors(details);
  return null;
}
