import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { isWireError } from '../../api/wireBaseQuery';
import { BiodataActions } from '../../components/BiodataActions';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { decodeMemberNo } from '../../entities/account';
import { useScreenT } from '../../entities/screenText';
import { selectToken } from '../../entities/session';
import { errorText } from './errorText';
import { MemberBiodata } from './MemberBiodata';
import { MemberPreview } from './MemberPreview';
import { ViewsLeftNote } from './ViewsLeftNote';
import { useGetMemberPreviewQuery, useGetMemberProfileQuery } from '../../entities/members';
import { SafetyActions } from '../safety';
import './members.css';

/** The service's words (a wire message) when it does not show a member. */
export const NOT_AVAILABLE = 'This profile is not available.';

function BackLinks() {
  const { t } = useScreenT();
  return (
    <p className="member-profile__links">
      <Link to="/search_matching">{t('view.backToSearch')}</Link>
      <Link to="/intrested_member">{t('tab.Interested Members')}</Link>
    </p>
  );
}

/** Status 0 with the service's usual words: the member is not shown (it does not say why). */
const notAvailable = (error: unknown) =>
  isWireError(error) && error.status === '0' && [NOT_AVAILABLE, ''].includes(error.message);

function NotAvailable() {
  const { t } = useScreenT();
  return (
    <section className="member-profile__none" aria-labelledby="not-available">
      <h1 id="not-available">{t('view.notAvailable')}</h1>
      <p>{t('view.notAvailableWhy')}</p>
      <p>
        <Link to="/search_matching" className="button">
          {t('view.backToSearch')}
        </Link>
      </p>
    </section>
  );
}

function Problem({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useScreenT();
  const refused = isWireError(error) && error.status === '0';
  return (
    <ErrorNotice
      title={t('view.cannotShow')}
      message={errorText(error, t) ?? t('form.somethingWrong')}
      onRetry={refused ? undefined : retry}
      retryLabel={t('form.retry')}
    >
      <Link to="/search_matching">{t('view.backToSearch')}</Link>
    </ErrorNotice>
  );
}

/**
 * Said, and focused, when an acceptance made on the preview brings the full biodata in: the
 * request control the member used is gone with the preview, so the focus must land somewhere.
 */
function AcceptedNotice({ name }: { name: string }) {
  const { t } = useScreenT();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="member-profile__accepted" role="status" tabIndex={-1} ref={ref}>
      {t('view.accepted', { name })}
    </p>
  );
}

/**
 * /member/:id (id = account_info_id). The full biodata of a member one is accepted with, as
 * before; when the service refuses it with its usual words, the member's preview (issue #15
 * item 3), asked only then so that an accepted pair makes one call. After an acceptance made on
 * the preview, the request machine's reload refetches both and the full biodata takes over.
 */
export function MemberProfilePage() {
  const { id } = useParams();
  const { t } = useScreenT();
  const token = useAppSelector(selectToken) ?? '';
  const args = id ? { local_token: token, req_acc_infoid: id } : skipToken;
  const full = useGetMemberProfileQuery(args);
  const wantPreview = !full.data && notAvailable(full.error);
  const preview = useGetMemberPreviewQuery(wantPreview ? args : skipToken);
  // Which member's preview was shown here (the page stays mounted from one member to the next).
  const [previewed, setPreviewed] = useState<string | null>(null);
  useEffect(() => {
    if (preview.data) setPreviewed(preview.data.account_info_id);
  }, [preview.data]);

  if (full.isLoading || (wantPreview && (preview.isLoading || preview.isUninitialized))) {
    return <LoadingState label={t('view.loading')} />;
  }
  if (full.data) {
    return (
      // biodata-page: printed like My Biodata, the card alone on one A4 page (biodata.css).
      <div className="member-profile biodata-page">
        <BackLinks />
        <SafetyActions target={full.data} />
        {previewed === full.data.account_info_id && <AcceptedNotice name={full.data.mem_name} />}
        <ViewsLeftNote left={full.data.views_left} kind="profile" />
        <BiodataActions
          fileName={t('biodata.fileName', {
            no: decodeMemberNo(full.data.mem_no),
            name: full.data.mem_name,
          })}
          words={{
            hint: t('biodata.pdfHint'),
            pdf: t('biodata.downloadPdf'),
            print: t('biodata.print'),
          }}
        />
        <MemberBiodata profile={full.data} />
      </div>
    );
  }
  if (!id) return <NotAvailable />;
  if (!wantPreview) return <Problem error={full.error} retry={() => void full.refetch()} />;
  if (preview.data) {
    return (
      <div className="member-profile">
        <BackLinks />
        <ViewsLeftNote left={preview.data.views_left} kind="profile" />
        <MemberPreview preview={preview.data} />
      </div>
    );
  }
  if (notAvailable(preview.error)) return <NotAvailable />;
  return <Problem error={preview.error} retry={() => void preview.refetch()} />;
}
