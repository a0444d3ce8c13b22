import { hasPartnerPreferences } from '../../../shared/domain/preferences';
import type { MemberPreview as Preview } from '../../../shared/protocol/previewTypes';
import { decodeMemberNo } from '../../entities/account';
import { VerifiedBadge } from '../../entities/members';
import { dayText, useScreenT } from '../../entities/screenText';
import { SafetyActions } from '../safety';
import { listingFacts } from './listingText';
import { familyRows, preferenceRows } from './previewRows';
import { RequestControl } from './RequestControl';
import '../../components/biodata.css';

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
  const tools = useScreenT();
  const { t } = tools;
  const name = preview.mem_name;
  return (
    <article className="biodata member-preview" aria-labelledby="member-name">
      <header className="biodata__header">
        {preview.pro_pic ? (
          <img
            className="biodata__photo"
            src={preview.pro_pic}
            alt={t('biodata.photoOf', { name })}
          />
        ) : (
          <div className="biodata__photo biodata__photo--none">
            {preview.photo_after_acceptance ? t('card.photoAfter') : t('biodata.noPhoto')}
          </div>
        )}
        <div>
          <p className="biodata__kicker">{t('preview.kicker')}</p>
          <h1 id="member-name" className="biodata__name">
            {name}
          </h1>
          <p className="biodata__id">
            {t('biodata.memberId', { no: decodeMemberNo(preview.mem_no) })}
          </p>
          <VerifiedBadge on={preview.verified_on}>
            {preview.verified_on &&
              t('card.verifiedOn', { date: dayText(tools, preview.verified_on) })}
          </VerifiedBadge>
        </div>
      </header>
      <div className="member-preview__actions">
        <RequestControl item={preview} />
        <SafetyActions target={preview} />
      </div>
      <Facts id="details" legend={t('preview.details')} rows={listingFacts(preview, tools)} />
      <Facts id="family" legend={t('group.family')} rows={familyRows(preview, tools)} />
      <section className="biodata__group" aria-labelledby="preview-about-me">
        <h2 id="preview-about-me" className="biodata__legend">
          {t('view.aboutMe')}
        </h2>
        <p className="biodata__about">
          {preview.about_me || t('preview.noAbout', { name: preview.first_name || name })}
        </p>
      </section>
      {hasPartnerPreferences(preview) ? (
        <Facts
          id="preferences"
          legend={t('view.preferences')}
          rows={preferenceRows(preview, tools)}
        />
      ) : (
        <section className="biodata__group" aria-labelledby="preview-preferences">
          <h2 id="preview-preferences" className="biodata__legend">
            {t('view.preferences')}
          </h2>
          <p>{t('preview.noPreferences', { name })}</p>
        </section>
      )}
      <p className="member-preview__note">{t('preview.afterAcceptance')}</p>
    </article>
  );
}
