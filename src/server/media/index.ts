// The media domain's public face: the console's media library (issue #17 item 6) — its table,
// its files under DATA_DIR/media/library, and the places in content and settings that name a
// picture. Other domains import only this file.
export { encodeLibraryPicture, removePicture, writePicture } from './files';
export {
  addMedia,
  altTexts,
  deleteMedia,
  findMedia,
  listMedia,
  MEDIA_LIST_MAX,
  movedMedia,
  saveMediaWords,
  type MediaRow,
} from './repositories/library';
export {
  countUses,
  PICTURE_SETTINGS,
  readReferences,
  rewriteReferences,
  swapped,
} from './repositories/uses';
export { registerIfEmpty, registerSitePictures } from './register';
export { draftUses } from './draftUses';
export { withLibraryAlts } from './pageAlts';
