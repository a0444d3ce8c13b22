import { useId, type KeyboardEvent, type Ref } from 'react';
import { cropRect, describeView, type CropView } from './cropGeometry';
import type { OpenedPhoto } from './photoImage';
import type { PhotoPickerWords } from './pickerWords';
import { useCropPointer } from './useCropPointer';

/** A key press moves the kept part by a twentieth of it; with Shift, by a fifth. */
const STEP = 0.05;
const BIG_STEP = 0.2;
/** A key press or a zoom button zooms by a quarter of the photo's full crop. */
const ZOOM_STEP = 0.25;

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (n: number) => `${n * 100}%`;

interface Props {
  photo: OpenedPhoto;
  view: CropView;
  /** While the crop is on its way to the site: shown, but not moved. */
  busy: boolean;
  onMove: (dx: number, dy: number) => void;
  onZoom: (by: number) => void;
  words: PhotoPickerWords;
  /** The frame, focused when the crop opens. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The crop of a chosen photo: a 3:4 frame showing the part kept, which the member moves by
 * dragging or with the arrow keys and zooms with + and − (keys or buttons), beside the whole
 * photo with that part outlined. The frame is a slider for assistive technology: its value is
 * the zoom and its value text says where the kept part is.
 */
export function CropStage({ photo, view, busy, onMove, onZoom, words, ref }: Props) {
  const id = useId();
  const rect = cropRect(photo, view);
  const pointer = useCropPointer(onMove, onZoom);
  const zoomBy = (steps: number) =>
    onZoom(Math.max(0.01, view.zoom + steps * ZOOM_STEP) / view.zoom);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[e.key];
    const step = e.shiftKey ? BIG_STEP : STEP;
    if (move) onMove(move[0] * step, move[1] * step);
    else if (e.key === '+' || e.key === '=') zoomBy(1);
    else if (e.key === '-' || e.key === '_') zoomBy(-1);
    else return;
    // The arrows would scroll the page too.
    e.preventDefault();
  }

  return (
    <div className={`photo-picker__stage${busy ? ' photo-picker__stage--busy' : ''}`}>
      <div
        ref={ref}
        className="photo-picker__frame"
        role="slider"
        tabIndex={0}
        aria-label={words.frame}
        aria-roledescription={words.frameRole}
        aria-valuemin={100}
        aria-valuemax={400}
        aria-valuenow={Math.round(view.zoom * 100)}
        aria-valuetext={describeView(photo, view, words.view)}
        aria-describedby={`${id}-help`}
        aria-readonly={busy || undefined}
        onKeyDown={busy ? undefined : onKeyDown}
        {...(busy ? {} : pointer)}
      >
        <img
          src={photo.url}
          alt=""
          draggable={false}
          style={{
            left: percent(-rect.x / rect.width),
            top: percent(-rect.y / rect.height),
            width: percent(photo.width / rect.width),
            height: percent(photo.height / rect.height),
          }}
        />
      </div>
      <div className="photo-picker__side">
        <div
          className="photo-picker__overview"
          style={{
            aspectRatio: `${photo.width} / ${photo.height}`,
            // At most 12rem either way: a tall photo is narrower, not taller.
            width: `min(100%, 12rem, ${((12 * photo.width) / photo.height).toFixed(2)}rem)`,
          }}
        >
          <img src={photo.url} alt={words.overview} />
          <span
            className="photo-picker__outline"
            aria-hidden="true"
            style={{
              left: percent(rect.x / photo.width),
              top: percent(rect.y / photo.height),
              width: percent(rect.width / photo.width),
              height: percent(rect.height / photo.height),
            }}
          />
        </div>
        <p id={`${id}-help`} className="photo-picker__help">
          {words.help}
        </p>
        <div className="photo-picker__zoom">
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={busy || undefined}
            onClick={() => !busy && zoomBy(-1)}
          >
            <span aria-hidden="true">−</span> {words.zoomOut}
          </button>
          <span className="photo-picker__zoom-value" aria-hidden="true">
            {Math.round(view.zoom * 100)}%
          </span>
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={busy || undefined}
            onClick={() => !busy && zoomBy(1)}
          >
            <span aria-hidden="true">+</span> {words.zoomIn}
          </button>
        </div>
      </div>
    </div>
  );
}
