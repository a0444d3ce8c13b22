import { Link } from 'react-router-dom';
import type { MyProfile } from '../../../shared/protocol/types';
import { completenessOf } from './completeness';

/** How complete the member's own profile is, as a native progress bar and in words, and one next step. */
export function CompletenessMeter({ profile }: { profile: MyProfile }) {
  const { percent, next } = completenessOf(profile);
  return (
    <section className="dashboard__completeness" aria-labelledby="completeness-heading">
      <h2 id="completeness-heading">Your profile</h2>
      <label htmlFor="profile-completeness">Profile completeness</label>
      <progress id="profile-completeness" max={100} value={percent}>
        {percent}%
      </progress>
      <p className="dashboard__percent">{percent}% complete</p>
      {next ? (
        <p>
          Next step: <Link to={next.href}>{next.step}</Link>
        </p>
      ) : (
        <p>Your profile is complete. Families see everything they look for.</p>
      )}
    </section>
  );
}
