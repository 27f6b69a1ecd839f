import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';

export type FormValues = Record<string, string | boolean>;
type FieldErrors = Partial<Record<string, string>>;

/** Which form field an issue belongs to; by default its top-level key. */
export type FieldOfIssue = (path: readonly PropertyKey[]) => string;
const topLevelKey: FieldOfIssue = (path) => String(path[0] ?? '');

/** The first message of each field of a failed parse. */
function errorsOf(issues: readonly z.core.$ZodIssue[], fieldOf: FieldOfIssue): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** An input's onChange hands over an event (text, checkbox) or the value itself (Select, Radio.Group). */
function valueOf(input: unknown, checkbox: boolean): string | boolean {
  if (input && typeof input === 'object' && 'currentTarget' in input) {
    const target = (input as { currentTarget: HTMLInputElement }).currentTarget;
    return checkbox ? target.checked : target.value;
  }
  return (input as string | null) ?? '';
}

/** A schema, or how to load it after the page has rendered (the public pages load zod that way). */
export type SchemaSource<S> = S | (() => Promise<S>);

/** The schema once it is at hand: at once when given, after its module loads when given a loader. */
function useSchema<S extends z.ZodType>(
  source: SchemaSource<S>,
): { schema: S | null; load: () => Promise<S> } {
  const loader = typeof source === 'function' ? source : null;
  const [loaded, setLoaded] = useState<S | null>(loader ? null : (source as S));
  useEffect(() => {
    if (!loader) return;
    let mounted = true;
    void loader().then((schema) => mounted && setLoaded(() => schema));
    return () => {
      mounted = false;
    };
  }, [loader]);
  return { schema: loader ? loaded : (source as S), load: loader ?? (() => Promise.resolve(source as S)) };
}

/**
 * A small form state for inputs validated by a contracts zod schema, so the web shows the very
 * messages the API answers with. Errors appear once a field was left or a submit was tried;
 * `onSubmit` hands the parsed (trimmed, transformed) output to the handler only when valid, and
 * `onInvalid` runs instead when not. A schema over a nested shape can name the flat field of each
 * issue with `fieldOf` (keep it stable: define it outside the component). The schema may be a
 * loader (defined outside the component): the form renders at once and validates once zod is in,
 * a submit before that waits for it.
 */
export function useZodForm<V extends FormValues, S extends z.ZodType>(
  source: SchemaSource<S>,
  initialValues: V,
  options: { fieldOf?: FieldOfIssue } = {},
) {
  const fieldOf = options.fieldOf ?? topLevelKey;
  const { schema, load } = useSchema(source);
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const parsed = useMemo(() => schema?.safeParse(values) ?? null, [schema, values]);
  const schemaErrors = useMemo(
    () => (!parsed || parsed.success ? {} : errorsOf(parsed.error.issues, fieldOf)),
    [parsed, fieldOf],
  );

  const setFieldValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const errorOf = (field: keyof V & string): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? schemaErrors[field] : undefined);

  const getInputProps = (field: keyof V & string, options: { type?: 'checkbox' } = {}) => {
    const checkbox = options.type === 'checkbox';
    const onChange = (input: unknown) => setFieldValue(field, valueOf(input, checkbox) as V[typeof field]);
    const onBlur = () => setTouched((current) => ({ ...current, [field]: true }));
    return checkbox
      ? { checked: Boolean(values[field]), onChange, onBlur, error: errorOf(field) }
      : { value: String(values[field] ?? ''), onChange, onBlur, error: errorOf(field) };
  };

  const onSubmit =
    (handler: (data: z.output<S>) => void | Promise<void>, onInvalid?: () => void) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitted(true);
      const result = parsed ?? (await load()).safeParse(values);
      if (result.success) return handler(result.data);
      onInvalid?.();
    };

  return {
    values,
    isValid: parsed?.success ?? false,
    setFieldValue,
    getInputProps,
    onSubmit,
    /** Field messages the server answered with (400 details); each clears when its field changes. */
    setErrors: setServerErrors,
    errorOf,
  };
}
