import type { PhotoItem } from './types';

/**
 * getPendingPhotos' answer: what the holder of a registration's photo link may see, only of the
 * member the link was mailed to (issue #15 item 7).
 */
export interface PendingPhotosAnswer {
  first_name: string;
  /** When the link stops working (ISO time). */
  expires_at: string;
  /** Uploads the link still allows. */
  uploads_left: number;
  /** The member's photos, profile photo first; the links are for this member only. */
  photos: PhotoItem[];
}
