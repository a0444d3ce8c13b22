import { Link } from 'react-router-dom';

/** Requirements §1.8: at the top of the form, what this service is and is not. */
export function MatrimonialNotice() {
  return (
    <aside className="registration__notice" aria-label="About this service">
      <p>
        <strong>This is a matrimonial service, not a dating site.</strong> Profiles are for marriage
        within the samaj, and families take part at every step. Before you meet anyone, please read
        our <Link to="/safety_tips">safety tips</Link>.
      </p>
    </aside>
  );
}
