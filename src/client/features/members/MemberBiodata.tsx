import type { MemberFullProfile } from '../../../shared/protocol/types';
import { decodeMemberNo, memberProfileUrl } from '../../entities/account';
import { Letterhead } from '../../components/Letterhead';
import { useSiteSettings } from '../../entities/settings';
import { VerifiedBadge } from '../../entities/members';
import { PhotoButton, useLightbox, type LightboxPhoto } from '../../components/lightbox';
import { ProfileQr } from '../../components/ProfileQr';
import { profileGroups } from './profileRows';
import '../../components/biodata.css';

/** Gallery photos: the signed list, else requirements §3's comma-separated other_pic. */
function galleryOf(profile: MemberFullProfile) {
  const photos = profile.photos.filter((p) => p.kind === 'other');
  if (photos.length > 0)
    return photos.map((p) => ({ key: String(p.id), url: p.url, thumb: p.thumb_url }));
  return profile.other_pic
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => ({ key: url, url, thumb: url }));
}

/** The lightbox's photos: the profile photo first, then the gallery, all as the server signed them. */
function enlarged(profile: MemberFullProfile, gallery: ReturnType<typeof galleryOf>) {
  const name = profile.mem_name;
  const photos: LightboxPhoto[] = gallery.map((p, i) => ({
    src: p.url,
    alt: `${name}'s gallery photo ${i + 1}`,
  }));
  if (profile.pro_pic) photos.unshift({ src: profile.pro_pic, alt: `${name}'s profile photo` });
  return photos;
}

/** Another member's full biodata (the biodata card's layout), with the gallery and its lightbox. */
export function MemberBiodata({ profile }: { profile: MemberFullProfile }) {
  const settings = useSiteSettings();
  const name = profile.mem_name;
  const gallery = galleryOf(profile);
  const first = profile.pro_pic ? 1 : 0;
  const lightbox = useLightbox(enlarged(profile, gallery), name);
  return (
    <article className="biodata" aria-labelledby="member-name">
      <Letterhead settings={settings} />
      <header className="biodata__header">
        {profile.pro_pic ? (
          <PhotoButton onOpen={() => lightbox.open(0)}>
            <img className="biodata__photo" src={profile.pro_pic} alt={`Photo of ${name}`} />
          </PhotoButton>
        ) : (
          <div className="biodata__photo biodata__photo--none">No photo</div>
        )}
        <div>
          <p className="biodata__kicker">Biodata</p>
          <h1 id="member-name" className="biodata__name">
            {name}
          </h1>
          <p className="biodata__id">Member ID: {decodeMemberNo(profile.mem_no)}</p>
          <VerifiedBadge on={profile.verified_on} />
        </div>
        <ProfileQr url={memberProfileUrl(window.location.origin, profile.account_info_id)} />
      </header>
      {profile.about_me && (
        <section className="biodata__group" aria-labelledby="member-about-me">
          <h2 id="member-about-me" className="biodata__legend">
            About me
          </h2>
          <p className="biodata__about">{profile.about_me}</p>
        </section>
      )}
      {profileGroups(profile).map((group) => (
        <section key={group.id} className="biodata__group" aria-labelledby={`member-${group.id}`}>
          <h2 id={`member-${group.id}`} className="biodata__legend">
            {group.legend}
          </h2>
          <dl className="biodata__list">
            {group.rows.map(([label, value]) => (
              <div key={label} className="biodata__item">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section className="biodata__group biodata__screen-only" aria-labelledby="member-gallery">
        <h2 id="member-gallery" className="biodata__legend">
          Photos
        </h2>
        {gallery.length === 0 ? (
          <p>{name} has not added more photos.</p>
        ) : (
          <ul className="member-gallery">
            {gallery.map((photo, i) => (
              <li key={photo.key}>
                <PhotoButton onOpen={() => lightbox.open(first + i)}>
                  <img
                    src={photo.thumb}
                    alt={`Photo ${i + 1} of ${name}`}
                    loading="lazy"
                    className="member-gallery__photo"
                  />
                </PhotoButton>
              </li>
            ))}
          </ul>
        )}
      </section>
      {lightbox.dialog}
    </article>
  );
}
