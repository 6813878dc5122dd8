import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '../../lib/api-client';
import { useConfirm } from './confirm-dialog';
import { polyfillDialog, renderWithProviders, slowDom } from './test-utils';

beforeAll(polyfillDialog);
afterEach(cleanup);

function Row({ onDelete }: { onDelete: () => unknown }) {
  const confirm = useConfirm();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm.ask({
            title: 'Delete facility',
            message: 'Are you sure you want to delete this facility?',
            confirmLabel: 'Delete',
            busyLabel: 'Deleting…',
            tone: 'danger',
            onConfirm: onDelete,
          })
        }
      >
        Delete Pharmacie du Port
      </button>
      {confirm.dialog}
    </>
  );
}

const open = () => {
  const trigger = screen.getByRole('button', { name: 'Delete Pharmacie du Port' });
  trigger.focus();
  act(() => fireEvent.click(trigger));
  return trigger;
};

describe('ConfirmDialog', slowDom, () => {
  it('asks, with Cancel focused; Escape cancels without running the action and focus returns', () => {
    const onDelete = vi.fn();
    renderWithProviders(<Row onDelete={onDelete} />);
    const trigger = open();
    const dialog = screen.getByRole('dialog', { name: 'Delete facility' });
    expect(screen.getByText('Are you sure you want to delete this facility?')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    act(() => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialog.isConnected).toBe(false);
    expect(onDelete).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('Cancel closes it too', () => {
    const onDelete = vi.fn();
    renderWithProviders(<Row onDelete={onDelete} />);
    open();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('runs the action, busy meanwhile (Escape ignored), and closes when it succeeds', async () => {
    let finish: () => void = () => {};
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<Row onDelete={onDelete} />);
    open();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(onDelete).toHaveBeenCalledOnce();
    const busy = screen.getByRole('button', { name: 'Deleting…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);

    act(() => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.getByRole('dialog')).toBeTruthy();

    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failure inside the dialog and lets the user try again', async () => {
    const onDelete = vi
      .fn()
      .mockRejectedValueOnce(new ApiClientError('server', 'In use', 409, 'conflict'))
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<Row onDelete={onDelete} />);
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = screen.getByRole('dialog');
    const alert = screen.getByRole('alert');
    expect(dialog.contains(alert)).toBe(true);
    expect(alert.textContent).toBe('Server Error (409): This conflicts with existing data');
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(onDelete).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens afresh, without the last failure', async () => {
    const onDelete = vi.fn().mockRejectedValue(new Error('Nope'));
    renderWithProviders(<Row onDelete={onDelete} />);
    open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    open();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
