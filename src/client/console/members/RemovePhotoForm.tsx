import { useState, type FormEvent } from 'react';
import type { PhotoItem } from '../../../shared/protocol/types';
import { TextArea } from '../../components/form';
import { useMemberPhotoRemoveMutation } from '../reportOutcomeApi';
import { Outcome, useOutcome } from '../Outcome';
import { useStaffToken } from '../useToken';

type Answer = Parameters<ReturnType<typeof useOutcome>['settle']>[0];

/**
 * Removing a photo, in two steps: the reason (mailed to the member), then a confirming click
 * that names the photo. Cancel leaves it.
 */
export function RemovePhotoForm({
  memberId,
  photo,
  photoName,
  onDone,
  onCancel,
}: {
  memberId: string;
  photo: PhotoItem;
  photoName: string;
  onDone: (answer: Answer) => void;
  onCancel: () => void;
}) {
  const staff_token = useStaffToken();
  const [remove, { isLoading }] = useMemberPhotoRemoveMutation();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const check = useOutcome();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return check.refuse('Please give the reason in a few words.');
    check.clear();
    if (!confirming) return setConfirming(true);
    const answer = await remove({
      staff_token,
      member_id: memberId,
      photo_id: String(photo.id),
      reason,
    });
    if (check.settle(answer)) onDone(answer);
  };
  return (
    <form className="console-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3>Remove {photoName}</h3>
      <img src={photo.thumb_url} alt="" width={120} />
      <TextArea
        id="remove-photo-reason"
        label="Reason for removing the photo"
        hint="The member is mailed this reason."
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setConfirming(false);
        }}
        rows={2}
        required
      />
      {confirming && (
        <p className="console-warning" role="alert">
          The photo will be deleted for good. Remove it?
        </p>
      )}
      <button type="submit" className="button button--danger" disabled={isLoading}>
        {confirming ? 'Yes, remove the photo' : 'Remove the photo'}
      </button>{' '}
      <button type="button" className="button button--quiet" onClick={onCancel}>
        Cancel
      </button>
      <Outcome said={check.said} />
    </form>
  );
}
