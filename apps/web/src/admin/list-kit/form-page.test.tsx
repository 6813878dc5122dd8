import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormPage } from './form-page';
import { renderWithProviders, slowDom } from './test-utils';

afterEach(cleanup);

describe('FormPage', slowDom, () => {
  it('has the back link, the title, the fields and a footer with Cancel and submit', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <FormPage
        title="Add Facility"
        back={{ to: '/admin-dashboard/facilities', label: 'Back to Facilities' }}
        onSubmit={onSubmit}
        submitLabel="Add Facility"
      >
        <label>
          Facility Name <input name="name" />
        </label>
      </FormPage>,
    );
    expect(screen.getByRole('link', { name: 'Back to Facilities' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Add Facility' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add Facility' });
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/admin-dashboard/facilities');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Add Facility' })));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(form.contains(screen.getByLabelText('Facility Name'))).toBe(true);
  });

  it('shows the saving state and a form-level error', () => {
    renderWithProviders(
      <FormPage
        title="Add Employee"
        back={{ to: '/admin-dashboard/employees', label: 'Back to Employees' }}
        onSubmit={() => {}}
        submitLabel="Save"
        isSubmitting
        error="Server Error (409): This conflicts with existing data"
      >
        <span />
      </FormPage>,
    );
    const submit = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Server Error (409): This conflicts with existing data');
  });
});
