import type { MemberFullProfile } from '../../../shared/protocol/types';
import { decodeMemberNo, memberProfileUrl } from '../../entities/account';
import { Letterhead } from '../../components/Letterhead';
import { useSiteSettings } from '../../entities/settings';
import { VerifiedBadge } from '../../entities/members';
import { PhotoButton, useLightbox, type LightboxPhoto } from '../../components/lightbox';
import { ProfileQr } from '../../components/ProfileQr';
import { dayText, lightboxWords, useScreenT } from '../../entities/screenText';
import type { Translate } from '../../entities/language';
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
function enlarged(profile: MemberFullProfile, gallery: ReturnType<typeof galleryOf>, t: Translate) {
  const name = profile.mem_name;
  const photos: LightboxPhoto[] = gallery.map((p, i) => ({
    src: p.url,
    alt: t('view.galleryPhoto', { name, n: i + 1 }),
  }));
  if (profile.pro_pic)
    photos.unshift({ src: profile.pro_pic, alt: t('view.profilePhoto', { name }) });
  return photos;
}

/** Another member's full biodata (the biodata card's layout), with the gallery and its lightbox. */
export function MemberBiodata({ profile }: { profile: MemberFullProfile }) {
  const settings = useSiteSettings();
  const tools = useScreenT();
  const { t } = tools;
  const name = profile.mem_name;
  const gallery = galleryOf(profile);
  const first = profile.pro_pic ? 1 : 0;
  const lightbox = useLightbox(enlarged(profile, gallery, t), name, lightboxWords(t));
  return (
    <article className="biodata" aria-labelledby="member-name">
      <Letterhead settings={settings} />
      <header className="biodata__header">
        {profile.pro_pic ? (
          <PhotoButton onOpen={() => lightbox.open(0)} enlarge={t('view.enlarge')}>
            <img
              className="biodata__photo"
              src={profile.pro_pic}
              alt={t('biodata.photoOf', { name })}
            />
          </PhotoButton>
        ) : (
          <div className="biodata__photo biodata__photo--none">{t('view.noPhoto')}</div>
        )}
        <div>
          <p className="biodata__kicker">{t('biodata.kicker')}</p>
          <h1 id="member-name" className="biodata__name">
            {name}
          </h1>
          <p className="biodata__id">
            {t('biodata.memberId', { no: decodeMemberNo(profile.mem_no) })}
          </p>
          <VerifiedBadge on={profile.verified_on}>
            {profile.verified_on &&
              t('card.verifiedOn', { date: dayText(tools, profile.verified_on) })}
          </VerifiedBadge>
        </div>
        <ProfileQr
          url={memberProfileUrl(window.location.origin, profile.account_info_id)}
          label={t('biodata.qrLabel')}
          caption={t('biodata.qrCaption')}
        />
      </header>
      {profile.about_me && (
        <section className="biodata__group" aria-labelledby="member-about-me">
          <h2 id="member-about-me" className="biodata__legend">
            {t('view.aboutMe')}
          </h2>
          <p className="biodata__about">{profile.about_me}</p>
        </section>
      )}
      {profileGroups(profile, tools).map((group) => (
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
          {t('view.photos')}
        </h2>
        {gallery.length === 0 ? (
          <p>{t('view.noGallery', { name })}</p>
        ) : (
          <ul className="member-gallery">
            {gallery.map((photo, i) => (
              <li key={photo.key}>
                <PhotoButton onOpen={() => lightbox.open(first + i)} enlarge={t('view.enlarge')}>
                  <img
                    src={photo.thumb}
                    alt={t('view.photoN', { n: i + 1, name })}
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
