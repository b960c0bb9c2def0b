import { setIn, type FormikErrors, type FormikTouched } from 'formik';

/**
 * Every field path formik's errors hold a message for, in formik's own spelling
 * (`components.buttons[0].text`), nested objects and arrays included.
 */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  if (Array.isArray(errors)) {
    return errors.flatMap((entry, index) => errorPaths(entry, `${prefix}[${index}]`));
  }
  if (errors && typeof errors === 'object') {
    return Object.entries(errors).flatMap(([key, entry]) =>
      errorPaths(entry, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

/**
 * The touched state with every errored path touched as well: formik touches only the paths its
 * values hold at submit, so an error on a path missing from the values (or on an object formik
 * met twice) would stay hidden until a second submit.
 */
export function touchedWithErrors<Values>(
  touched: FormikTouched<Values>,
  errors: FormikErrors<Values>,
): FormikTouched<Values> {
  return errorPaths(errors).reduce<FormikTouched<Values>>(
    (result, path) => setIn(result, path, true) as FormikTouched<Values>,
    touched,
  );
}

/** One spelling for `a[0].b` and `a.0.b`, to compare a control's name with an error path. */
export const samePath = (a: string, b: string) =>
  a.replace(/\[(\d+)\]/g, '.$1') === b.replace(/\[(\d+)\]/g, '.$1');
