import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import forms from '../../locales/en/forms.json';
import { ApiClientError } from '../../lib/api-client';
import { ReasonDialog } from './reason-dialog';
import { addCatalogs, polyfillDialog, renderWithProviders, slowDom } from './test-utils';

beforeAll(() => {
  polyfillDialog();
  addCatalogs({ forms });
});
afterEach(cleanup);

const schema = z.strictObject({ reason: z.string().trim().min(1).max(20) });

function Suspend({ onConfirm }: { onConfirm: (reason: string) => Promise<unknown> }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Suspend Pharmacie du Port
      </button>
      {isOpen ? (
        <ReasonDialog
          title="Suspend Pharmacie du Port"
          message="It leaves every public list."
          schema={schema}
          label="Reason for the suspension"
          hint="At most 20 characters."
          maxLength={20}
          cancelLabel="Keep it"
          confirmLabel="Suspend"
          busyLabel="Suspending…"
          onConfirm={onConfirm}
          describeFailure={(error) => `Not suspended: ${(error as Error).message}`}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </>
  );
}

const open = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Suspend Pharmacie du Port' })));

describe('ReasonDialog', slowDom, () => {
  it('focuses the reason and sends nothing without one', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithProviders(<Suspend onConfirm={onConfirm} />);
    open();
    const dialog = screen.getByRole('dialog', { name: 'Suspend Pharmacie du Port' });
    expect(within(dialog).getByText('It leaves every public list.')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the suspension' });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute('aria-required')).toBe('true');
    expect(reason.getAttribute('maxlength')).toBe('20');

    fireEvent.change(reason, { target: { value: '   ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason and closes once the action succeeds', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderWithProviders(<Suspend onConfirm={onConfirm} />);
    open();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the suspension'), {
      target: { value: '  Licence withdrawn ' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(onConfirm).toHaveBeenCalledWith('Licence withdrawn');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts a server error about the reason on the field, and any other failure in an alert', async () => {
    const onConfirm = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiClientError('server', 'Invalid', 400, 'validation_failed', [
          { path: 'reason', code: 'required', message: 'Required' },
        ]),
      )
      .mockRejectedValueOnce(new ApiClientError('server', 'changed meanwhile', 409, 'conflict'));
    renderWithProviders(<Suspend onConfirm={onConfirm} />);
    open();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the suspension'), { target: { value: 'Closed' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Not suspended: changed meanwhile');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('keeps both buttons disabled while the action runs', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Suspend onConfirm={onConfirm} />);
    open();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason for the suspension'), { target: { value: 'Closed' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' })));
    const busy = within(dialog).getByRole('button', { name: 'Suspending…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Keep it' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
