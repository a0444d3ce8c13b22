import type { PhotoKind } from '../../../shared/protocol/types';
import type { Notice } from '../../components/form/CheckAlert';
import { PhotoPicker, readAsDataUrl } from '../../components/photoPicker';
import { useScreenT } from '../../entities/screenText';
import { photoPickerWords, photoSendResult } from '../profile';
import { useUploadPendingPhotoMutation } from './pendingPhotosApi';

interface Props {
  ticket: string;
  kind: PhotoKind;
  label: string;
  disabled: boolean;
  onNotice: (notice: Notice) => void;
}

/** One upload of the add-photos screen: My Profile's picker and checks, sent with the link's ticket. */
export function PendingPhotoUpload({ ticket, kind, label, disabled, onNotice }: Props) {
  const [upload] = useUploadPendingPhotoMutation();
  const { t } = useScreenT();
  return (
    <PhotoPicker
      label={label}
      words={photoPickerWords(t)}
      disabled={disabled}
      upload={async (photo) =>
        photoSendResult(
          upload({ ticket, pro_pic: await readAsDataUrl(photo), upd_for: kind }).unwrap(),
        )
      }
      onSaved={(text) => onNotice({ tone: 'success', text })}
    />
  );
}
