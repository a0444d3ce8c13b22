import { BiodataActions } from '../../components/BiodataActions';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { decodeMemberNo } from '../../entities/account';
import { useScreenT } from '../../entities/screenText';
import { useMyProfile } from '../profile';
import { BiodataCard } from './BiodataCard';
import '../../components/biodata.css';

/** /my_biodata: the member's own biodata, ready to print on one A4 page. */
export function BiodataPage() {
  const { data, error, isLoading, refetch } = useMyProfile();
  const { t } = useScreenT();
  if (isLoading) return <LoadingState label={t('biodata.loading')} />;
  if (error || !data) {
    return (
      <ErrorNotice
        title={t('biodata.loadFailed')}
        message={error && 'message' in error ? String(error.message) : 'Something went wrong.'}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div className="biodata-page">
      <BiodataActions
        fileName={t('biodata.fileName', { no: decodeMemberNo(data.mem_no), name: data.mem_name })}
        words={{
          hint: t('biodata.pdfHint'),
          pdf: t('biodata.downloadPdf'),
          print: t('biodata.print'),
        }}
      />
      <BiodataCard profile={data} />
    </div>
  );
}
