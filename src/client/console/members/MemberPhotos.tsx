import { useState } from 'react';
import type { PhotoItem } from '../../../shared/protocol/types';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useMemberPhotosQuery } from '../reportOutcomeApi';
import { Outcome, useOutcome } from '../Outcome';
import { errorText } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { RemovePhotoForm } from './RemovePhotoForm';

const photoName = (name: string, p: PhotoItem, i: number) =>
  `${name}, ${p.kind === 'profile' ? 'profile photo' : `photo ${i + 1}`}`;

/**
 * The member's photos (links signed for the staff member, as on the desk), each with Remove:
 * a reason and a confirming click before anything goes.
 */
export function MemberPhotos({ memberId, name }: { memberId: string; name: string }) {
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useMemberPhotosQuery({
    staff_token,
    member_id: memberId,
  });
  const [removing, setRemoving] = useState<PhotoItem | null>(null);
  const outcome = useOutcome();
  const photos = data?.items ?? [];
  return (
    <section aria-labelledby="member-photos-heading" className="console-group">
      <h2 id="member-photos-heading">Photos</h2>
      {isLoading ? (
        <LoadingState label="Loading the photos…" />
      ) : error || !data ? (
        <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />
      ) : photos.length === 0 ? (
        <p>No photos.</p>
      ) : (
        <ul className="console-photos">
          {photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noreferrer">
                <img src={p.thumb_url} alt={photoName(name, p, i)} width={160} />
              </a>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  outcome.clear();
                  setRemoving(p);
                }}
              >
                Remove<span className="visually-hidden"> {photoName(name, p, i)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <RemovePhotoForm
          memberId={memberId}
          photo={removing}
          photoName={photoName(name, removing, photos.indexOf(removing))}
          onDone={(answer) => {
            setRemoving(null);
            outcome.settle(answer);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
      <Outcome said={outcome.said} />
    </section>
  );
}
