import type { PhotoKind } from '../../../shared/protocol/types';
import { useAppSelector } from '../../app/hooks';
import type { Notice } from '../../components/form/CheckAlert';
import { PhotoPicker, readAsDataUrl } from '../../components/photoPicker';
import { selectToken, useUploadProPicMutation } from '../../entities/session';
import { photoSendResult } from './photoSendResult';
import { photoPickerWords } from './photoPickerWords';
import { useScreenT } from '../../entities/screenText';

interface PhotoUploadProps {
  kind: PhotoKind;
  label: string;
  onNotice: (notice: Notice) => void;
}

/** One of My Profile's uploads: the shared picker, sending its crop as uploadProPic's pro_pic. */
export function PhotoUpload({ kind, label, onNotice }: PhotoUploadProps) {
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const [upload] = useUploadProPicMutation();
  return (
    <PhotoPicker
      label={label}
      words={photoPickerWords(t)}
      upload={async (photo) =>
        photoSendResult(
          upload({
            local_token: token,
            pro_pic: await readAsDataUrl(photo),
            upd_for: kind,
          }).unwrap(),
        )
      }
      onSaved={(text) => onNotice({ tone: 'success', text })}
    />
  );
}
