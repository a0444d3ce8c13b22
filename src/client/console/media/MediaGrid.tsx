import { useId, useState, type FormEvent } from 'react';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LoadingState } from '../../components/LoadingState';
import { errorText, useSessionEndWatch } from '../useStaffCall';
import { useStaffToken } from '../useToken';
import { useMediaListQuery } from './mediaApi';

interface MediaGridProps {
  /** What choosing a picture does; its words say it ('Open', 'Choose'). */
  action: string;
  onPick: (item: MediaItem) => void;
  /** The picker lets only pictures with alt text be chosen. */
  needsAlt?: boolean;
}

const nameOf = (item: MediaItem) => item.title || item.alt || item.path;

/** The library searched by title, alt text and file name, as a grid of pictures. */
export function MediaGrid({ action, onPick, needsAlt = false }: MediaGridProps) {
  const id = useId();
  const staff_token = useStaffToken();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { data, error, isFetching, refetch } = useMediaListQuery({ staff_token, q });
  useSessionEndWatch(error);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(typed.trim());
  };
  return (
    <div className="media-grid-area">
      <form role="search" className="media-search" onSubmit={search}>
        <label htmlFor={`${id}-q`}>Search pictures</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={100}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <p role="status">
        {data && !isFetching
          ? `${data.total} ${data.total === 1 ? 'picture' : 'pictures'}${q ? ` for “${q}”` : ''}.`
          : ''}
      </p>
      {isFetching && !data && <LoadingState label="Loading the pictures…" />}
      {error && <ErrorNotice message={errorText(error)} onRetry={() => void refetch()} />}
      {data && (
        <ul className="media-grid" aria-label="Pictures">
          {data.items.map((item) => (
            <li key={item.id} className="media-grid-item">
              <img src={item.url} alt="" loading="lazy" width={160} height={120} />
              <span className="media-grid-name">{nameOf(item)}</span>
              <span className="media-grid-facts">
                {item.alt ? '' : 'Needs alt text. '}
                {item.uses === 1 ? 'Used once.' : `Used ${item.uses} times.`}
              </span>
              {needsAlt && !item.alt ? (
                <span className="media-grid-blocked">Add alt text first</span>
              ) : (
                <button type="button" className="button" onClick={() => onPick(item)}>
                  {action} <span className="visually-hidden">{nameOf(item)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
