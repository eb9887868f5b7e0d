import { Field } from 'react-final-form';
import { PasswordField, TextField, type PasswordFieldProps, type TextFieldProps } from './Field';

/** react-final-form adapters for the text inputs. */
export type FinalTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  name: string;
};

export function FinalTextField({ name, type, ...rest }: FinalTextFieldProps) {
  return (
    <Field<string> name={name} type={type}>
      {({ input }) => <TextField {...rest} {...input} type={type} />}
    </Field>
  );
}

export type FinalPasswordFieldProps = Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  name: string;
};

export function FinalPasswordField({ name, ...rest }: FinalPasswordFieldProps) {
  return <Field<string> name={name}>{({ input }) => <PasswordField {...rest} {...input} />}</Field>;
}
