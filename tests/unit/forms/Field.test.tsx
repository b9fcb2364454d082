import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import Field from '@/components/forms/Field';
import FileField from '@/components/forms/FileField';
import SelectField from '@/components/forms/SelectField';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <Field label="PAN" hint="10 characters">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('PAN');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toEqual(['10 characters']);
  });

  it('puts the error in the hint’s place, on screen and in aria-describedby', () => {
    render(
      <Field label="PAN" hint="10 characters" error="PAN must be 10 characters.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('PAN');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toEqual(['PAN must be 10 characters.']);
    expect(screen.queryByText('10 characters')).toBeNull();
  });

  it('leaves aria-describedby off when there is nothing to describe', () => {
    render(<Field label="City">{(control) => <input {...control} />}</Field>);
    expect(screen.getByLabelText('City').hasAttribute('aria-describedby')).toBe(false);
  });

  it.each([
    ['TextField', (error?: string) => <TextField label="Name" name="name" hint="As on your PAN" error={error} />],
    ['TextArea', (error?: string) => <TextArea label="Name" name="name" hint="As on your PAN" error={error} />],
    ['FileField', (error?: string) => <FileField label="Name" name="name" hint="As on your PAN" error={error} />],
    [
      'SelectField',
      (error?: string) => (
        <SelectField label="Name" name="name" options={[{ value: 'a', label: 'A' }]} hint="As on your PAN" error={error} />
      ),
    ],
  ])('%s behaves the same way', (_, field) => {
    const { rerender } = render(field());
    const control = screen.getByLabelText('Name');
    expect(control.getAttribute('name')).toBe('name');
    expect(describedText(control)).toEqual(['As on your PAN']);
    rerender(field('Name is required.'));
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(control)).toEqual(['Name is required.']);
  });
});
