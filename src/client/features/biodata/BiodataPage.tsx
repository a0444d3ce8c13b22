import { BiodataActions } from '../../components/BiodataActions';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { decodeMemberNo } from '../../entities/account';
import { useMyProfile } from '../profile';
import { BiodataCard } from './BiodataCard';
import '../../components/biodata.css';

/** /my_biodata: the member's own biodata, ready to print on one A4 page. */
export function BiodataPage() {
  const { data, error, isLoading, refetch } = useMyProfile();
  if (isLoading) return <LoadingState label="Loading your biodata…" />;
  if (error || !data) {
    return (
      <ErrorNotice
        title="Your biodata could not be loaded"
        message={error && 'message' in error ? String(error.message) : 'Something went wrong.'}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div className="biodata-page">
      <BiodataActions fileName={`Biodata ${decodeMemberNo(data.mem_no)} ${data.mem_name}`} />
      <BiodataCard profile={data} />
    </div>
  );
}
