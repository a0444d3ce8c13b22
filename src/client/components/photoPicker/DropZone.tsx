import { useId, useState, type DragEvent, type Ref } from 'react';
import { PHOTO_LIMITS_WORDS } from '../../../shared/domain/photoLimits';

/** The words of the picker's idle state; a translated screen gives its own (components read no catalogue). */
export interface DropZoneWords {
  choose: string;
  orDrag: string;
  limits: string;
  opening: string;
}

export const DROP_ZONE_ENGLISH: DropZoneWords = {
  choose: 'Choose a photo',
  orDrag: 'or drag one here',
  limits: `${PHOTO_LIMITS_WORDS} You can crop it to a portrait before it is sent.`,
  opening: 'Opening the photo…',
};

interface Props {
  words?: DropZoneWords;
  disabled: boolean;
  opening: boolean;
  onChoose: () => void;
  onDrop: (file: File | null) => void;
  /** The Choose a photo button, focused again when a crop is let go or sent. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Where a photo is chosen: a real button (keyboard and touch) that opens the file chooser, and a
 * zone a photo file may be dropped on with the mouse. The limits are said under the button.
 */
export function DropZone({
  disabled,
  opening,
  onChoose,
  onDrop,
  ref,
  words = DROP_ZONE_ENGLISH,
}: Props) {
  const id = useId();
  const [over, setOver] = useState(false);

  function onDragOver(e: DragEvent<HTMLDivElement>) {
    if (disabled) return;
    // Without this the browser would open the dropped file in place of the site.
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  }

  function onDragLeave(e: DragEvent<HTMLDivElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
  }

  function onDropped(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setOver(false);
    if (!disabled) onDrop(e.dataTransfer.files?.[0] ?? null);
  }

  return (
    <div
      className={`photo-picker__drop${over ? ' photo-picker__drop--over' : ''}`}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDropped}
    >
      <svg className="photo-picker__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 7h3l1.5-2h7L17 7h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z" />
        <circle cx="12" cy="13" r="4" />
      </svg>
      <div className="photo-picker__ask">
        <button
          ref={ref}
          type="button"
          className="button"
          disabled={disabled}
          aria-describedby={`${id}-limits`}
          onClick={onChoose}
        >
          {words.choose}
        </button>
        <span className="photo-picker__or">{words.orDrag}</span>
      </div>
      <p id={`${id}-limits`} className="photo-picker__limits">
        {words.limits}
      </p>
      {opening && (
        <p role="status" className="photo-picker__limits">
          {words.opening}
        </p>
      )}
    </div>
  );
}
