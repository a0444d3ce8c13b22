// The photo picker (issue #15 item 11): My Profile's uploads and the registration's photo link.
export { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';
export type { DropZoneWords } from './DropZone';
export type { PhotoPickerWords } from './pickerWords';
export type { SendResult } from './photoPickerMachine';
// The checks and the wire's data URL, for screens that send a photo another way.
export { PHOTO_ACCEPT, photoFileProblem, readAsDataUrl } from './photoFile';
