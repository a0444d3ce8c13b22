/** Names the trust office when a staff member registered the member from the console. */
export function OfficeRegistered({ by }: { by: string | null }) {
  if (!by) return null;
  return <p>Registered by the trust office ({by})</p>;
}
