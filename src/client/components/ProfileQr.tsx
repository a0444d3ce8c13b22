import { QrCode } from './QrCode';

/**
 * The QR code printed on a biodata (issue #18 item 7): it holds only the address of the member's
 * View Profile page, which the site shows to logged-in members alone; no name, phone or other
 * personal detail is in the code itself.
 */
export function ProfileQr({
  url,
  label = "QR code of this profile's page on the site",
  caption = 'Scan to open this profile on the site (members only, after logging in)',
}: {
  url: string;
  /** In the shown language, from the screen (components read no catalogue). */
  label?: string;
  caption?: string;
}) {
  return (
    <figure className="biodata__qr">
      <QrCode className="biodata__qr-code" text={url} label={label} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
