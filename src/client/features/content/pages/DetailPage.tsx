import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { useGetPgDataWithChildQuery } from '../../../entities/content';
import { DetailView } from './DetailView';
import { PageProblemNotice } from './pageNotices';
import './detail.css';

/**
 * Requirements §2 detail screen: loads the entry by the optional rf query parameter (its id), otherwise
 * by the path's name (the entry's uri_key).
 */
export function DetailPage({ loc }: { loc: string }) {
  const params = useParams();
  const [search] = useSearchParams();
  const rf = search.get('rf')?.trim();
  const name = params.name ?? params.title ?? '';
  const { currentData, error, isFetching, refetch } = useGetPgDataWithChildQuery(
    rf ? { loc, ref_id: rf } : { loc, uri_key: name },
  );
  if (!currentData && isFetching) return <PageLoading />;
  if (error || !currentData) {
    return <PageProblemNotice error={error ?? { status: '0', message: '' }} onRetry={refetch} />;
  }
  return <DetailView detail={currentData} />;
}
