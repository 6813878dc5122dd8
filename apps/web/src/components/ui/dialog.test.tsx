import { act, cleanup, fireEvent, render as renderTree, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';
import { Dialog } from './dialog';

// Its own i18n instance: test files share a module graph, and the global one holds whatever another file gave it.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});
const render = (tree: ReactNode) => renderTree(<I18nextProvider i18n={i18n}>{tree}</I18nextProvider>);

/** jsdom has no modal <dialog>: showModal and close set and remove `open`; Escape fires `cancel`. */
const { showModal, close } = HTMLDialogElement.prototype;
afterAll(() => {
  // Put back as found, for the next test files of this worker.
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    });
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

/** A button that opens a dialog; the dialog's own input takes the focus as it opens (autoFocus). */
function Opener({ autoFocus = false }: { autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Details"
        footer={<button onClick={() => setOpen(false)}>Done</button>}
      >
        <input aria-label="Reason" autoFocus={autoFocus} />
      </Dialog>
    </>
  );
}

function openWith(trigger: HTMLElement) {
  trigger.focus();
  act(() => fireEvent.click(trigger));
  expect(screen.getByRole('dialog', { name: 'Details' })).toBeTruthy();
}

describe('Dialog', () => {
  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a button of its own', () => fireEvent.click(screen.getByRole('button', { name: 'Done' }))],
    ['Escape', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('gives the focus back to the button that opened it, closed by %s', (_how, close) => {
    render(<Opener />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    openWith(trigger);
    act(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('gives it back also when its content took the focus as it opened', () => {
    render(<Opener autoFocus />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    openWith(trigger);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })));
    expect(document.activeElement).toBe(trigger);
  });
});
