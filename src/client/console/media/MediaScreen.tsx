import { useState } from 'react';
import type { MediaItem } from '../../../shared/protocol/mediaTypes';
import { MediaDetails } from './MediaDetails';
import { MediaGrid } from './MediaGrid';
import { MediaUploadForm } from './MediaUploadForm';
import './media.css';

/**
 * Media (editors and admins; issue #17 item 6): the site's pictures, searched, uploaded with
 * their alt text, each with where it is used, replaced everywhere at once or deleted when unused.
 */
export function MediaScreen() {
  const [open, setOpen] = useState<MediaItem | null>(null);
  return (
    <section aria-labelledby="media-heading">
      <h1 id="media-heading">Media</h1>
      <p>
        The pictures the site shows. A picture needs alt text (what it shows, for people who cannot
        see it) before it can be chosen for a page.
      </p>
      <MediaUploadForm onUploaded={setOpen} />
      {open && (
        <MediaDetails key={`${open.id}-${open.path}`} item={open} onGone={() => setOpen(null)} />
      )}
      <MediaGrid action="Open" onPick={setOpen} />
    </section>
  );
}
