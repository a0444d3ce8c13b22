// The photos domain's public face: what other server folders may use of it. Other domains import
// only this file, never the domain's handlers, repositories or helpers directly.
export { removePhoto, uploadProPic } from './handlers/photos';
export { getPendingPhotos, uploadPendingPhoto } from './handlers/pendingPhotos';
export { checkedImage, decodeDataUrl, MAX_INPUT_PIXELS } from './image';
export { loadSharp } from './sharp';
export { addPhoto, deletePhoto, listPhotos } from './repositories/photos';
export type { PhotoRow, ServedPhoto } from './repositories/photos';
export { photoRoute } from './route';
export { SECRET_FILE, loadMediaSecret, sharedMediaSecret } from './secret';
export { photoStore, photosDir } from './store';
export type { PhotoStore } from './store';
