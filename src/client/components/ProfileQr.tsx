import { QrCode } from './QrCode';

/**
 * The QR code printed on a biodata (issue #18 item 7): it holds only the address of the member's
 * View Profile page, which the site shows to logged-in members alone; no name, phone or other
 * personal detail is in the code itself.
 */
export function ProfileQr({ url }: { url: string }) {
  return (
    <figure className="biodata__qr">
      <QrCode
        className="biodata__qr-code"
        text={url}
        label="QR code of this profile's page on the site"
      />
      <figcaption>
        Scan to open this profile on the site (members only, after logging in)
      </figcaption>
    </figure>
  );
}
