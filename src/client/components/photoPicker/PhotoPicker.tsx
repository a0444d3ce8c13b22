import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { fromPromise } from 'xstate';
import { CropStage } from './CropStage';
import { DropZone } from './DropZone';
import { PHOTO_ACCEPT } from './photoFile';
import { drawCrop } from './photoImage';
import { photoPickerMachine, type SendResult } from './photoPickerMachine';
import { PICKER_ENGLISH, problemWords, type PhotoPickerWords } from './pickerWords';
import './photoPicker.css';

export interface PhotoPickerProps {
  /** What this picker is for ("Upload a profile photo"): names its group and its file input. */
  label: string;
  disabled?: boolean;
  /** Sends the cropped photo (a JPEG Blob) with the screen's own call; never rejects. */
  upload: (photo: Blob) => Promise<SendResult>;
  /** Told with the service's words once a photo is saved. */
  onSaved?: (message: string) => void;
  /** Every step's words in the shown language, from a translated screen. */
  words?: PhotoPickerWords;
}

type Step = 'idle' | 'opening' | 'cropping' | 'sending' | 'done';

/**
 * Every photo upload of the site (issue #15 item 11): choose or drop a photo, crop it to a
 * portrait, send it. The steps are photoPickerMachine's; the screen gives only its upload call.
 */
export function PhotoPicker({
  label,
  disabled = false,
  upload,
  onSaved,
  words = PICKER_ENGLISH,
}: PhotoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [snapshot, send] = useMachine(
    photoPickerMachine.provide({
      actors: {
        sendPhoto: fromPromise(async ({ input }) =>
          upload(await drawCrop(input.photo, input.rect)),
        ),
      },
      actions: { reportSaved: (_, { message }) => onSaved?.(message) },
    }),
  );
  const step = snapshot.value as Step;
  const { photo, view, problem } = snapshot.context;
  const sending = step === 'sending';

  // The preview's object URL goes when its photo does (sent, let go, another chosen, unmounted).
  const url = photo?.url;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  // The keyboard follows the step: into the crop when it opens, back to the button when it goes.
  const previous = useRef<Step>(step);
  useEffect(() => {
    const was = previous.current;
    previous.current = step;
    if (step === 'cropping' && was === 'opening') frameRef.current?.focus();
    if ((step === 'idle' || step === 'done') && (was === 'cropping' || was === 'sending')) {
      chooseRef.current?.focus();
    }
  }, [step]);

  const choose = () => inputRef.current?.click();
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again still counts as a choice.
    event.target.value = '';
    if (file) send({ type: 'PICKED', file });
  }

  const cropping = (step === 'cropping' || sending) && photo;
  return (
    <fieldset
      className="photo-picker"
      disabled={disabled}
      aria-busy={sending || step === 'opening'}
    >
      <legend className="photo-picker__label">{label}</legend>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={PHOTO_ACCEPT}
        aria-label={label}
        disabled={disabled || sending}
        onChange={onChange}
      />
      {cropping ? (
        <CropStage
          ref={frameRef}
          photo={photo}
          view={view}
          busy={sending}
          onMove={(dx, dy) => send({ type: 'MOVED', dx, dy })}
          onZoom={(by) => send({ type: 'ZOOMED', by })}
          words={words}
        />
      ) : (
        <DropZone
          ref={chooseRef}
          disabled={disabled}
          opening={step === 'opening'}
          words={words}
          onChoose={choose}
          onDrop={(file) => send({ type: 'PICKED', file })}
        />
      )}
      {problem && (
        <p role="alert" className="form-notice form-notice--error photo-picker__problem">
          {problemWords(problem, words)}
        </p>
      )}
      {sending && (
        <div className="photo-picker__progress">
          <label htmlFor={`${id}-progress`}>{words.sending}</label>
          <progress id={`${id}-progress`} />
        </div>
      )}
      {cropping && (
        <div className="form-actions photo-picker__actions">
          {/* aria-disabled, not disabled, while sending: the keyboard stays on the button. */}
          <button
            type="button"
            className="button"
            aria-disabled={sending || undefined}
            onClick={() => send({ type: 'CONFIRMED' })}
          >
            {words.use}
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={sending || undefined}
            onClick={() => !sending && choose()}
          >
            {words.another}
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-disabled={sending || undefined}
            onClick={() => send({ type: 'CANCELLED' })}
          >
            {words.cancel}
          </button>
        </div>
      )}
    </fieldset>
  );
}
