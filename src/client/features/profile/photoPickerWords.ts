import { PHOTO_MAX_MB } from '../../../shared/domain/photoLimits';
import type { PhotoPickerWords } from '../../components/photoPicker';
import type { Translate } from '../../entities/language';

/** The photo picker's words in the shown language (My Profile's uploads and the add-photos link). */
export function photoPickerWords(t: Translate): PhotoPickerWords {
  return {
    choose: t('photos.choose'),
    orDrag: t('photos.orDrag'),
    limits: t('photos.limits', { mb: PHOTO_MAX_MB }),
    opening: t('photos.opening'),
    frame: t('photos.frame'),
    frameRole: t('photos.frameRole'),
    overview: t('photos.overview'),
    help: t('photos.help'),
    zoomIn: t('photos.zoomIn'),
    zoomOut: t('photos.zoomOut'),
    view: (zoom, left, top) => t('photos.view', { zoom, left, top }),
    sending: t('photos.sending'),
    use: t('photos.use'),
    another: t('photos.another'),
    cancel: t('form.cancel'),
    notAPhoto: t('photos.notAPhoto'),
    tooLarge: t('photos.tooLarge', { mb: PHOTO_MAX_MB }),
    unreadable: t('photos.unreadable'),
    notSent: t('photos.notSent'),
  };
}
