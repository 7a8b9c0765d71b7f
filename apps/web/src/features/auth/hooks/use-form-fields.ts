import { createRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FormFields<F extends string> {
  values: Record<F, string>;
  setValues: Dispatch<SetStateAction<Record<F, string>>>;
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** Each field's input (its `ref`): the first with an error takes the focus. */
  inputRef: (field: F) => RefObject<HTMLInputElement | null>;
  /** A field was edited: its error goes. */
  setValue: (field: F, value: string) => void;
  /** Shows the errors found, and moves the focus to the first field (in the form's order) with one. */
  showErrors: (found: FieldErrors<F>) => void;
}

/**
 * The text fields of a form, in their order: their values, their errors in words, and the focus
 * on the first field at fault. `onEdit` runs when any field is edited (a "saved" notice goes).
 */
export function useFormFields<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  onEdit?: () => void,
): FormFields<F> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [refs] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onEdit?.();
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<F>) => {
    setErrors(found);
    const first = fields.find((field) => found[field] !== undefined);
    if (first !== undefined) refs[first].current?.focus();
  };

  const inputRef = (field: F) => refs[field];

  return { values, setValues, errors, setErrors, inputRef, setValue, showErrors };
}

/**
 * The fields a validation refusal (`invalid_fields`) names, in words (`words`: a message for each
 * field the form shows); empty when it names none of them, or is another refusal.
 */
export function namedFieldErrors<F extends string>(
  failure: { code: string; fields?: string[] },
  words: Partial<Record<F, string>>,
): FieldErrors<F> {
  const named: FieldErrors<F> = {};
  if (failure.code !== 'invalid_fields') return named;
  for (const field of Object.keys(words) as F[])
    if ((failure.fields ?? []).includes(field)) named[field] = words[field];
  return named;
}
