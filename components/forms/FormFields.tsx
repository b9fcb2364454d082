// A form's fields from one list: each entry says its control (a text input by default) and that control's
// props; the field's error is looked up by its name. A controlled form also passes its values and a setter.
import type { ComponentProps } from 'react';

import SelectField from '@/components/forms/SelectField';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';

/** A control's props but those the list fills in. */
type Given<Props> = Omit<Props, 'error' | 'value' | 'onValue'>;
type TextSpec = Given<ComponentProps<typeof TextField>>;
type TextAreaSpec = Given<ComponentProps<typeof TextArea>>;
type SelectSpec = Given<ComponentProps<typeof SelectField>>;
export type FieldSpec = (TextSpec & { control?: 'text' }) | (TextAreaSpec & { control: 'textarea' }) | (SelectSpec & { control: 'select' });

interface Props {
  fields: readonly FieldSpec[];
  errors: Partial<Record<string, string>>;
  /** A controlled form's values by field name (the fields then show them and report changes to onValue). */
  values?: object;
  onValue?: (name: string, value: string) => void;
}

const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export default function FormFields({ fields, errors, values, onValue }: Props) {
  return fields.map(({ control, ...field }) => {
    const state = {
      error: errors[field.name],
      ...(values && { value: textOf(Reflect.get(values, field.name)) }),
      ...(onValue && { onValue: (value: string) => onValue(field.name, value) }),
    };
    if (control === 'textarea') return <TextArea key={field.name} {...(field as TextAreaSpec)} {...state} />;
    if (control === 'select') return <SelectField key={field.name} {...(field as SelectSpec)} {...state} />;
    return <TextField key={field.name} {...(field as TextSpec)} {...state} />;
  });
}
