import { useEffect, useId, useRef, useState } from 'react';
import { libraryPath } from '../../../shared/domain/mediaLibrary';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { MediaGrid } from './MediaGrid';
import { MediaUploadForm } from './MediaUploadForm';
import './media.css';

export interface MediaPickerProps {
  id: string;
  label: string;
  hint?: string;
  /** The chosen picture's media path (site/x.jpg), '' for none. */
  value: string;
  onChange: (path: string) => void;
}

/**
 * A form field that picks a library picture (the Pages editor's pictures): the current one, and
 * "Choose picture" opening an in-page dialog with the library, its search and an upload. Only
 * pictures with alt text can be chosen, so the site never shows one without.
 */
export function MediaPicker({ id, label, hint, value, onChange }: MediaPickerProps) {
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) dialog.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const choose = (item: MediaItem) => {
    onChange(item.path);
    close();
  };
  const path = libraryPath(value);
  const src = path ? `/media/${path.split('/').map(encodeURIComponent).join('/')}` : '';
  return (
    <div className="media-picker">
      <span id={`${id}-label`} className="media-picker-label">
        {label}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className="media-picker-current">
        {src ? <img src={src} alt="" width={160} height={120} /> : <span>No picture chosen.</span>}
        {value && <code>{value}</code>}
      </div>
      <button
        ref={opener}
        id={id}
        type="button"
        className="button"
        aria-haspopup="dialog"
        aria-describedby={[`${id}-label`, hint ? `${id}-hint` : ''].filter(Boolean).join(' ')}
        onClick={() => setOpen(true)}
      >
        Choose picture
      </button>
      {open && (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${dialogId}-title`}
          tabIndex={-1}
          className="media-picker-dialog"
          onKeyDown={(e) => {
            if (e.key === 'Escape') close();
          }}
        >
          <h2 id={`${dialogId}-title`}>Choose a picture for “{label}”</h2>
          <button type="button" className="button button--secondary" onClick={close}>
            Close
          </button>
          <MediaGrid action="Choose" onPick={choose} needsAlt />
          <MediaUploadForm onUploaded={choose} />
        </div>
      )}
    </div>
  );
}
