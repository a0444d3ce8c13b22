import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrating } from './useHydrating';
import './Modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** The Close button's word in the shown language, from a translated screen. */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and stays in, Escape and the Close button close it, focus goes
 * back where it was, and the page behind is inert while it is open.
 */
export function Modal(props: ModalProps) {
  // A dialog lives in a portal on document.body, which the server does not write: it opens once
  // the page is the browser's (issue #19 item 1).
  return useHydrating() ? null : <OpenModal {...props} />;
}

function OpenModal({ title, onClose, children, className, closeLabel }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [host] = useState(() => document.createElement('div'));
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const behind = [...document.body.children].filter(
      (el) => el !== host && !el.hasAttribute('inert'),
    );
    behind.forEach((el) => el.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        closeRef.current();
      } else if (e.key === 'Tab') {
        trapTab(e, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      behind.forEach((el) => el.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      host.remove();
      if (previous && previous !== document.body && previous.isConnected) previous.focus();
    };
  }, [host]);

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['modal', className].filter(Boolean).join(' ')}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <span aria-hidden="true">×</span> {closeLabel ?? 'Close'}
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    host,
  );
}

function trapTab(e: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) {
    e.preventDefault();
    dialog.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === dialog)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}
