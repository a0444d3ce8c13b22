// The photo lightbox (issue #15 item 12): member profiles and My Profile use it.
export { useLightbox } from './useLightbox';
export { PhotoButton } from './PhotoButton';
export type { LightboxPhoto, LightboxWords } from './LightboxDialog';
