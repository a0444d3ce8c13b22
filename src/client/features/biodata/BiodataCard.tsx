import type { MyProfile } from '../../../shared/protocol/types';
import { ProfileQr } from '../../components/ProfileQr';
import { decodeMemberNo, encodeMemberId, memberProfileUrl } from '../../entities/account';
import { Letterhead } from '../../components/Letterhead';
import { useSiteSettings } from '../../entities/settings';
import { PROFILE_GROUPS, REGISTERED_BY_FIELD } from '../profile';
import { displayValue } from './biodataValues';

const GROUPS = PROFILE_GROUPS.map((g) =>
  g.id === 'references' ? { ...g, fields: [...g.fields, REGISTERED_BY_FIELD] } : g,
);

/** Requirements §2's read-only biodata card: the photo and every field with a plain label. */
export function BiodataCard({ profile }: { profile: MyProfile }) {
  const settings = useSiteSettings();
  return (
    <article className="biodata" aria-labelledby="biodata-name">
      <Letterhead settings={settings} />
      <header className="biodata__header">
        {profile.pro_pic ? (
          <img
            className="biodata__photo"
            src={profile.pro_pic}
            alt={`Photo of ${profile.mem_name}`}
          />
        ) : (
          <div className="biodata__photo biodata__photo--none">No photo yet</div>
        )}
        <div>
          <p className="biodata__kicker">Biodata</p>
          <h1 id="biodata-name" className="biodata__name">
            {profile.mem_name}
          </h1>
          <p className="biodata__id">Member ID: {decodeMemberNo(profile.mem_no)}</p>
        </div>
        <ProfileQr url={memberProfileUrl(window.location.origin, encodeMemberId(profile.id))} />
      </header>
      {GROUPS.map((group) => (
        <section key={group.id} className="biodata__group" aria-labelledby={`bio-${group.id}`}>
          <h2 id={`bio-${group.id}`} className="biodata__legend">
            {group.legend}
          </h2>
          <dl className="biodata__list">
            {group.fields.map((def) => (
              <div key={def.name} className="biodata__item">
                <dt>{def.label}</dt>
                <dd>{displayValue(def, profile)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </article>
  );
}
