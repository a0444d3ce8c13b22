/**
 * The plain note shown when a daily view quota is nearly used up (the service sends views_left
 * only then; issue #14). Members already seen today stay free, so the note says so.
 */
interface ViewsLeftNoteProps {
  left: number | undefined;
  kind: 'listed' | 'profile';
}

export function viewsLeftText(left: number, kind: ViewsLeftNoteProps['kind']): string {
  if (kind === 'profile') {
    return left === 0
      ? 'You cannot open any more new full profiles today. Profiles you opened today can be opened again.'
      : `You can open ${left} more new full profile${left === 1 ? '' : 's'} today.`;
  }
  return left === 0
    ? 'You have seen as many new members as you can today. Members you have already seen are still shown.'
    : `You can see ${left} more new member${left === 1 ? '' : 's'} today. Members you have already seen do not count.`;
}

export function ViewsLeftNote({ left, kind }: ViewsLeftNoteProps) {
  if (left === undefined) return null;
  return <p className="views-left-note">{viewsLeftText(left, kind)}</p>;
}
