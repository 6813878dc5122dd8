import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField, fromId, toId, type SelectOption } from './select-field';

afterEach(cleanup);

const regions: SelectOption[] = [
  { value: '100', label: 'Centre' },
  { value: '101', label: 'Littoral' },
];

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SelectField', () => {
  it('is labelled, controlled, and gives the new value', () => {
    const onChange = vi.fn();
    render(<SelectField label="Region" placeholder="All regions" value="" onChange={onChange} options={regions} />);
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(optionNames(select)).toEqual(['All regions', 'Centre', 'Littoral']);
    fireEvent.change(select, { target: { value: '101' } });
    expect(onChange).toHaveBeenCalledWith('101');
  });

  it('shows a loading list as a disabled option and marks the field busy', () => {
    render(
      <SelectField
        label="Region"
        placeholder="All regions"
        value=""
        onChange={() => {}}
        options={[]}
        status="pending"
        loadingText="Loading..."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(within(select).getByRole('option', { name: 'Loading...' })).toHaveProperty('disabled', true);
  });

  it('says when the list failed, in the list and under the field', () => {
    render(
      <SelectField
        label="Region"
        value=""
        onChange={() => {}}
        options={[]}
        status="error"
        errorText="Error loading regions"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    expect(within(select).getByRole('option', { name: 'Error loading regions' })).toHaveProperty('disabled', true);
    const hint = document.getElementById(select.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Error loading regions');
  });

  it('keeps a chosen value that its list does not hold yet', () => {
    const { rerender } = render(
      <SelectField
        label="Division"
        placeholder="All divisions"
        value="14"
        onChange={() => {}}
        options={[]}
        status="pending"
        loadingText="Loading..."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Division' });
    expect(select).toHaveProperty('value', '14');
    rerender(
      <SelectField
        label="Division"
        placeholder="All divisions"
        value="14"
        onChange={() => {}}
        options={[{ value: '14', label: 'Wouri' }]}
        status="success"
      />,
    );
    expect(select).toHaveProperty('value', '14');
    expect(optionNames(select)).toEqual(['All divisions', 'Wouri']);
  });

  it('tells why it is disabled, and a required field says so', () => {
    render(
      <>
        <SelectField
          label="Division"
          value=""
          onChange={() => {}}
          options={[]}
          disabled
          disabledHint="Choose a region first"
        />
        <SelectField label="Facility Type" value="" onChange={() => {}} options={regions} required requiredMark="*" />
      </>,
    );
    const division = screen.getByRole('combobox', { name: 'Division' });
    expect(division).toHaveProperty('disabled', true);
    expect(document.getElementById(division.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose a region first',
    );
    const type = screen.getByLabelText(/Facility Type/);
    expect(type.getAttribute('aria-required')).toBe('true');
  });

  it('shows a validation error tied to the field', () => {
    render(<SelectField label="Role" value="" onChange={() => {}} options={regions} error="Choose a role" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a role');
  });

  it('works with react-hook-form register()', async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ role: string }>({ defaultValues: { role: '' } });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <SelectField
            label="Role"
            placeholder="Choose"
            options={[
              { value: 'patient', label: 'Patient' },
              { value: 'doctor', label: 'Doctor' },
            ]}
            error={formState.errors.role?.message}
            {...register('role', { required: 'Choose a role' })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('name')).toBe('role');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a role')).toBeTruthy();

    await act(async () => fireEvent.change(select, { target: { value: 'doctor' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit).toHaveBeenCalledWith({ role: 'doctor' });
  });
});

describe('toId and fromId', () => {
  it('map "" to no restriction and back', () => {
    expect(toId('')).toBeUndefined();
    expect(toId('14')).toBe(14);
    expect(toId('0')).toBeUndefined();
    expect(toId('1.5')).toBeUndefined();
    expect(fromId(undefined)).toBe('');
    expect(fromId(14)).toBe('14');
  });
});
