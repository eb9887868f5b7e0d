import { useId, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import {
  PasswordField,
  StyledInput,
  StyledSelect,
  TextAreaField,
  TextField,
  type PasswordFieldProps,
  type SelectOption,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '../Field';
import { FieldFrame, StyledFieldError, type FieldFrameProps } from './FieldFrame';

/**
 * react-final-form adapters over the one field frame (FieldFrame): text, password, text area, select, date and file,
 * and a checkbox with its label beside it.
 * Each shows its validation error after a submit (or, with `errorWhileTouched`, once she left the field) and a
 * field-keyed submit error until the value changes.
 */

type Managed = 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error';

type ErrorTiming = {
  /** Show the validation error once she left the field, not only after a submit. */
  errorWhileTouched?: boolean;
};

/** The message a field shows for its state, or undefined. */
export function fieldError(meta: FieldMetaState<unknown>, errorWhileTouched = false): string | undefined {
  if ((meta.submitFailed || (errorWhileTouched && meta.touched)) && typeof meta.error === 'string' && meta.error) return meta.error;
  if (typeof meta.submitError === 'string' && meta.submitError && !meta.dirtySinceLastSubmit) return meta.submitError;
  return undefined;
}

export type FinalTextFieldProps = Omit<TextFieldProps, Managed> & ErrorTiming & { name: string };

export function FinalTextField({ name, type, errorWhileTouched, ...rest }: FinalTextFieldProps) {
  return (
    <Field<string> name={name} type={type}>
      {({ input, meta }) => <TextField {...rest} {...input} type={type} error={fieldError(meta, errorWhileTouched)} />}
    </Field>
  );
}

/** A date input (`yyyy-mm-dd` values). */
export type FinalDateFieldProps = Omit<FinalTextFieldProps, 'type'>;

export function FinalDateField(props: FinalDateFieldProps) {
  return <FinalTextField {...props} type="date" />;
}

export type FinalPasswordFieldProps = Omit<PasswordFieldProps, Managed> & { name: string };

export function FinalPasswordField({ name, ...rest }: FinalPasswordFieldProps) {
  return <Field<string> name={name}>{({ input }) => <PasswordField {...rest} {...input} />}</Field>;
}

export type FinalTextAreaFieldProps = Omit<TextAreaFieldProps, Managed> & ErrorTiming & { name: string };

export function FinalTextAreaField({ name, errorWhileTouched, ...rest }: FinalTextAreaFieldProps) {
  return <Field<string> name={name}>{({ input, meta }) => <TextAreaField {...rest} {...input} error={fieldError(meta, errorWhileTouched)} />}</Field>;
}

export type FinalSelectOption = SelectOption & { disabled?: boolean };

export type FinalSelectFieldProps = Omit<ComponentPropsWithRef<'select'>, Managed | 'id' | 'children'> &
  Pick<FieldFrameProps, 'label' | 'hint' | 'required' | 'alertError' | 'id'> &
  ErrorTiming & {
    name: string;
    options: readonly FinalSelectOption[];
    /** A first option shown before a choice (its value is the form's "nothing chosen" value). */
    placeholder?: FinalSelectOption;
  };

export function FinalSelectField({
  name,
  options,
  placeholder,
  label,
  hint,
  required,
  alertError,
  id,
  errorWhileTouched,
  ...selectProps
}: FinalSelectFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FieldFrame label={label} hint={hint} required={required} alertError={alertError} id={id} error={fieldError(meta, errorWhileTouched)}>
          {(control) => (
            <StyledSelect {...selectProps} {...input} {...control}>
              {[...(placeholder ? [placeholder] : []), ...options].map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </StyledSelect>
          )}
        </FieldFrame>
      )}
    </Field>
  );
}

export type FinalFileFieldProps = Omit<ComponentPropsWithRef<'input'>, Managed | 'id' | 'type' | 'children'> &
  Pick<FieldFrameProps, 'label' | 'hint' | 'required' | 'alertError' | 'id'> &
  ErrorTiming & { name: string };

/** A file input whose form value is the chosen File (or null); a browser keeps the file itself, so the value is never written back. */
export function FinalFileField({ name, label, hint, required, alertError, id, errorWhileTouched, ...inputProps }: FinalFileFieldProps) {
  return (
    <Field<File | null> name={name}>
      {({ input: { value: _value, onChange, ...input }, meta }) => (
        <FieldFrame label={label} hint={hint} required={required} alertError={alertError} id={id} error={fieldError(meta, errorWhileTouched)}>
          {(control) => (
            <StyledInput
              {...inputProps}
              {...input}
              {...control}
              type="file"
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldFrame>
      )}
    </Field>
  );
}

const StyledCheck = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.body};
  color: ${({ theme }) => theme.colors.foreground};
`;

const StyledCheckHint = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type FinalCheckboxFieldProps = ErrorTiming & {
  name: string;
  /** The statement she ticks, beside the box. */
  label: ReactNode;
  /** A smaller line under the label. */
  hint?: ReactNode;
};

/** A checkbox (boolean value) with its label beside it; its error shows under it and is linked with aria-describedby. */
export function FinalCheckboxField({ name, label, hint, errorWhileTouched }: FinalCheckboxFieldProps) {
  const id = useId();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input, meta }) => {
        const error = fieldError(meta, errorWhileTouched);
        return (
          <div>
            <StyledCheck htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={input.name}
                checked={input.checked ?? false}
                onChange={input.onChange}
                onBlur={input.onBlur}
                onFocus={input.onFocus}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <span>
                {label}
                {hint && <StyledCheckHint>{hint}</StyledCheckHint>}
              </span>
            </StyledCheck>
            {error && <StyledFieldError id={`${id}-error`}>{error}</StyledFieldError>}
          </div>
        );
      }}
    </Field>
  );
}
