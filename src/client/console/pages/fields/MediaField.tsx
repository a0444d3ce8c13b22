import { MediaPicker } from '../../media/MediaPicker';
export type { MediaPickerProps as MediaFieldProps } from '../../media/MediaPicker';

/**
 * Every picture field of the Pages screen: the media library's picker, so a page only ever names
 * a picture the library holds with its alt text (issue #17 item 6).
 */
export const MediaField = MediaPicker;
