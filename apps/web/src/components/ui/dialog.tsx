import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra classes for the panel (colours, spacing). */
  className?: string;
  /** Width classes of the panel, replacing the default `w-[min(92vw,32rem)]` (e.g. a wide search modal). */
  widthClassName?: string;
  /** Classes for the title bar, e.g. a colour per facility type. */
  headerClassName?: string;
  closeLabel?: string;
  footer?: ReactNode;
};

/** The element with the focus now (none outside a browser). */
const focusedElement = (): Element | null => (typeof document === 'undefined' ? null : document.activeElement);

/**
 * A modal built on the native <dialog>: the browser makes the page behind it inert, traps focus,
 * closes on Escape. We add: the focus back on the element that opened it however it closes (read
 * before the content can take the focus), close on a click on the backdrop, and no page scrolling
 * while it is open.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  className,
  widthClassName = 'w-[min(92vw,32rem)]',
  headerClassName,
  closeLabel,
  footer,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The element that had the focus when the dialog opened (the button that opened it), read while
  // rendering the opening: by the time effects run, the content may have taken the focus (autoFocus,
  // a field focused by its own effect), and the focus would then "return" to inside the dialog.
  const [opener, setOpener] = useState<Element | null>(() => (open ? focusedElement() : null));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focusedElement());
  }
  const openerRef = useRef(opener);
  useLayoutEffect(() => {
    openerRef.current = opener;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      const previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
      return () => {
        document.body.style.overflow = previousOverflow;
        if (dialog.open) dialog.close();
        const back = openerRef.current;
        if (back instanceof HTMLElement && back.isConnected) back.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto ${widthClassName} max-h-[90vh] overflow-hidden rounded-xl p-0 shadow-2xl backdrop:bg-black/75 ${className ?? ''}`}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event up its tree: a dialog opened from inside another closes alone.
        event.stopPropagation();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className={`flex items-start justify-between gap-4 px-5 py-4 ${headerClassName ?? 'bg-brand text-white'}`}>
          <h2 id={titleId} className="text-lg font-bold leading-snug">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            className="-m-1 rounded p-1 hover:bg-black/10"
            aria-label={closeLabel ?? t('actions.close')}
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <div className="border-t border-slate-200 px-5 py-3">{footer}</div> : null}
      </div>
    </dialog>
  );
}
