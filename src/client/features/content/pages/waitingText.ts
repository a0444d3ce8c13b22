/**
 * What waits for a member, in words for the home page's greeting (issue #15 item 8): "1 interest
 * waits for your answer", "2 interests wait for your answer", "No new interests".
 */
export function waitingText(count: number): string {
  if (count <= 0) return 'No new interests';
  return count === 1
    ? '1 interest waits for your answer'
    : `${count} interests wait for your answer`;
}
