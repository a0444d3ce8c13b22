import { Link } from 'react-router-dom';
import { peopleDateTime } from '../../../shared/domain/peopleDates';
import { useAppSelector } from '../../app/hooks';
import { useGetDashboardDataQuery } from './sessionApi';
import { selectToken } from './sessionSlice';

/**
 * What the team asked the member to change before the registration can be verified (the
 * dashboard answer's changes_requested), on the dashboard and My Profile; nothing otherwise.
 */
export function ChangesNotice({ linkToProfile = false }: { linkToProfile?: boolean }) {
  const token = useAppSelector(selectToken) ?? '';
  const { currentData } = useGetDashboardDataQuery({ local_token: token }, { skip: !token });
  const asked = currentData?.changes_requested;
  if (!asked) return null;
  return (
    <section className="changes-notice" aria-labelledby="changes-notice-heading">
      <h2 id="changes-notice-heading">Our team asks you to change your registration</h2>
      <p>{asked.text}</p>
      <p>
        Asked on {peopleDateTime(asked.asked_at)}. Please make the changes in My Profile and save
        them; your registration then goes back to our team for verification.
      </p>
      {linkToProfile && (
        <p>
          <Link to="/my_profile" className="button">
            Go to My Profile
          </Link>
        </p>
      )}
    </section>
  );
}
