import type { MyProfile } from '../../../shared/protocol/types';
import { ProfileQr } from '../../components/ProfileQr';
import { decodeMemberNo, encodeMemberId, memberProfileUrl } from '../../entities/account';
import { Letterhead } from '../../components/Letterhead';
import { textOr, useScreenT } from '../../entities/screenText';
import { useSiteSettings } from '../../entities/settings';
import { PROFILE_GROUPS, REGISTERED_BY_FIELD } from '../profile';
import { displayValue } from './biodataValues';

const GROUPS = PROFILE_GROUPS.map((g) =>
  g.id === 'references' ? { ...g, fields: [...g.fields, REGISTERED_BY_FIELD] } : g,
);

/**
 * Requirements §2's read-only biodata card: the photo and every field with a plain label, in the
 * shown language (issue #18 item 7), on the trust's letterhead.
 */
export function BiodataCard({ profile }: { profile: MyProfile }) {
  const settings = useSiteSettings();
  const tools = useScreenT();
  const { t } = tools;
  const name = profile.mem_name;
  return (
    <article className="biodata" aria-labelledby="biodata-name">
      <Letterhead settings={settings} />
      <header className="biodata__header">
        {profile.pro_pic ? (
          <img
            className="biodata__photo"
            src={profile.pro_pic}
            alt={t('biodata.photoOf', { name })}
          />
        ) : (
          <div className="biodata__photo biodata__photo--none">{t('biodata.noPhoto')}</div>
        )}
        <div>
          <p className="biodata__kicker">{t('biodata.kicker')}</p>
          <h1 id="biodata-name" className="biodata__name">
            {profile.mem_name}
          </h1>
          <p className="biodata__id">
            {t('biodata.memberId', { no: decodeMemberNo(profile.mem_no) })}
          </p>
        </div>
        <ProfileQr
          url={memberProfileUrl(window.location.origin, encodeMemberId(profile.id))}
          label={t('biodata.qrLabel')}
          caption={t('biodata.qrCaption')}
        />
      </header>
      {GROUPS.map((group) => (
        <section key={group.id} className="biodata__group" aria-labelledby={`bio-${group.id}`}>
          <h2 id={`bio-${group.id}`} className="biodata__legend">
            {textOr(t, `group.${group.id}`, group.legend)}
          </h2>
          <dl className="biodata__list">
            {group.fields.map((def) => (
              <div key={def.name} className="biodata__item">
                <dt>{textOr(t, `field.${def.name}`, def.label)}</dt>
                <dd>{displayValue(def, profile, tools)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </article>
  );
}
