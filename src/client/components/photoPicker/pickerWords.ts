import { DROP_ZONE_ENGLISH, type DropZoneWords } from './DropZone';
import { NOT_A_PHOTO, TOO_LARGE } from './photoFile';
import { NOT_SENT, UNREADABLE } from './photoPickerMachine';

/**
 * Every word the picker shows, in the shown language. Components read no catalogue, so a
 * translated screen gives them (profile's photoPickerWords); without them the picker is English.
 */
export interface PhotoPickerWords extends DropZoneWords {
  /** The crop frame's name, its role's description and the whole photo's alt text. */
  frame: string;
  frameRole: string;
  overview: string;
  help: string;
  zoomIn: string;
  zoomOut: string;
  /** The frame's value for a screen reader: the zoom and where the kept part starts, in percent. */
  view: (zoom: string, left: string, top: string) => string;
  sending: string;
  use: string;
  another: string;
  cancel: string;
  /** The picker's own problems (the service's answers come in the service's words). */
  notAPhoto: string;
  tooLarge: string;
  unreadable: string;
  notSent: string;
}

export const PICKER_ENGLISH: PhotoPickerWords = {
  ...DROP_ZONE_ENGLISH,
  frame: 'Part of the photo kept',
  frameRole: 'photo crop',
  overview: 'The photo you chose, with the part kept outlined',
  help:
    'The frame shows the part of your photo that is kept. Drag the photo to move it, or use the ' +
    'arrow keys (with Shift for bigger steps); zoom with the + and − keys or the buttons.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  view: (zoom, left, top) =>
    `Zoom ${zoom}; the kept part starts ${left} from the left and ${top} from the top`,
  sending: 'Sending the photo to the site…',
  use: 'Use this photo',
  another: 'Choose another',
  cancel: 'Cancel',
  notAPhoto: NOT_A_PHOTO,
  tooLarge: TOO_LARGE,
  unreadable: UNREADABLE,
  notSent: NOT_SENT,
};

const PROBLEMS = ['notAPhoto', 'tooLarge', 'unreadable', 'notSent'] as const;

/** A problem in the shown language when it is one of the picker's own, else as the service said it. */
export function problemWords(problem: string, words: PhotoPickerWords): string {
  const which = PROBLEMS.find((key) => PICKER_ENGLISH[key] === problem);
  return which ? words[which] : problem;
}
