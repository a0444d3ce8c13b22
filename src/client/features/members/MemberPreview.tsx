import { hasPartnerPreferences } from '../../../shared/domain/preferences';
import type { MemberPreview as Preview } from '../../../shared/protocol/previewTypes';
import { decodeMemberNo } from '../../entities/account';
import { VerifiedBadge } from '../../entities/members';
import { screenTools } from '../../entities/screenText';
import { SafetyActions } from '../safety';
import { listingFacts } from './listingText';
import { familyRows, preferenceRows } from './previewRows';
import { RequestControl } from './RequestControl';
import '../../components/biodata.css';

export const SHOWN_AFTER_ACCEPTANCE =
  'Contact details, family names, birth details and more photos are shown once one of you accepts the other’s interest.';

function Facts({ id, legend, rows }: { id: string; legend: string; rows: [string, string][] }) {
  return (
    <section className="biodata__group" aria-labelledby={`preview-${id}`}>
      <h2 id={`preview-${id}`} className="biodata__legend">
        {legend}
      </h2>
      <dl className="biodata__list">
        {rows.map(([label, value]) => (
          <div key={label} className="biodata__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A member's page before an interest is accepted (issue #15 item 3): what the service shows of
 * her then, and the actions of her search card (the request control with its note dialog and
 * confirmations, Shortlist, Block, Report), placed before the facts so the keyboard finds them.
 */
export function MemberPreview({ preview }: { preview: Preview }) {
  const name = preview.mem_name;
  return (
    <article className="biodata member-preview" aria-labelledby="member-name">
      <header className="biodata__header">
        {preview.pro_pic ? (
          <img className="biodata__photo" src={preview.pro_pic} alt={`Photo of ${name}`} />
        ) : (
          <div className="biodata__photo biodata__photo--none">
            {preview.photo_after_acceptance ? 'Photo after acceptance' : 'No photo yet'}
          </div>
        )}
        <div>
          <p className="biodata__kicker">Profile</p>
          <h1 id="member-name" className="biodata__name">
            {name}
          </h1>
          <p className="biodata__id">Member ID: {decodeMemberNo(preview.mem_no)}</p>
          <VerifiedBadge on={preview.verified_on} />
        </div>
      </header>
      <div className="member-preview__actions">
        <RequestControl item={preview} />
        <SafetyActions target={preview} />
      </div>
      <Facts id="details" legend="Details" rows={listingFacts(preview, screenTools('en'))} />
      <Facts id="family" legend="Family" rows={familyRows(preview)} />
      <section className="biodata__group" aria-labelledby="preview-about-me">
        <h2 id="preview-about-me" className="biodata__legend">
          About me
        </h2>
        <p className="biodata__about">
          {preview.about_me ||
            `${preview.first_name || name} has not written about themselves yet.`}
        </p>
      </section>
      {hasPartnerPreferences(preview) ? (
        <Facts id="preferences" legend="Partner preferences" rows={preferenceRows(preview)} />
      ) : (
        <section className="biodata__group" aria-labelledby="preview-preferences">
          <h2 id="preview-preferences" className="biodata__legend">
            Partner preferences
          </h2>
          <p>{name} has not set partner preferences.</p>
        </section>
      )}
      <p className="member-preview__note">{SHOWN_AFTER_ACCEPTANCE}</p>
    </article>
  );
}
