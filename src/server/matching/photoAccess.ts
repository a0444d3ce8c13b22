import type { Db } from '../plugins/db';
import { findMemberById } from '../accounts';
import type { ServedPhoto } from '../photos';
import { pairAccepted } from './repositories/requests';

/**
 * Who may see a member's photo (requirements §6.3: uploaded images are for accepted members): the owner;
 * a verified member accepted with the (verified) owner, every photo; any verified member, the
 * profile photo only, when the owner shows it to all. Checked when the photo is served, so a
 * withdrawn permission ends even a link that has not expired yet.
 */
export async function maySeePhoto(db: Db, viewerId: number, photo: ServedPhoto): Promise<boolean> {
  if (photo.member_id === viewerId) return true;
  if (photo.owner_status !== 'verified') return false;
  const viewer = await findMemberById(db, viewerId);
  if (viewer?.status !== 'verified') return false;
  if (photo.kind === 'profile' && photo.photo_visibility === 'all') return true;
  return pairAccepted(db, viewerId, photo.member_id);
}
