import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { useMemberPhotosQuery } from '../reportOutcomeApi';
import { errorText } from '../useStaffCall';
import { useStaffToken } from '../useToken';

/**
 * The reported member's photos as thumbnails (links signed for the staff member, as on the
 * desk), one to choose for "Photo removed".
 */
export function PhotoPicker({
  name,
  memberId,
  about,
  value,
  onChange,
}: {
  name: string;
  memberId: string;
  about: string;
  value: string;
  onChange: (photoId: string) => void;
}) {
  const staff_token = useStaffToken();
  const { data, error, isLoading, refetch } = useMemberPhotosQuery({
    staff_token,
    member_id: memberId,
  });
  if (isLoading) return <LoadingState label="Loading the photos…" />;
  if (error || !data)
    return <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <p>This member has no photos.</p>;
  return (
    <fieldset className="console-choices">
      <legend>Photo to remove</legend>
      <ul className="console-photos">
        {data.items.map((p, i) => (
          <li key={p.id}>
            <label>
              <input
                type="radio"
                name={name}
                value={String(p.id)}
                checked={value === String(p.id)}
                onChange={() => onChange(String(p.id))}
              />
              <img
                src={p.thumb_url}
                alt={`${about}, ${p.kind === 'profile' ? 'profile photo' : `photo ${i + 1}`}`}
                width={120}
              />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
