import type { Room } from '@platform/contract';
import { QrCodeDialog, useLocale } from '@platform/ui';
import { useInstitution } from '../../app/branding/useInstitution.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { inviteLinkOf } from './invitation.ts';

/**
 * The QR code of a room's invite link (screens.md §9 "QR code: 256 viewBox, logo 38 px high,
 * title truncated to 320 px; copy or save as PNG"), with the institution's logo in the middle:
 * its main top logo when it uploaded one (assumed: the logo the frame's header shows).
 */
export default function RoomQrDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  const signedIn = useSignedIn();
  const { locale } = useLocale();
  const institution = useInstitution(signedIn?.companyId, locale);
  const link = signedIn ? inviteLinkOf(room, signedIn) : null;
  if (!link) return null;
  return (
    <QrCodeDialog
      open
      onOpenChange={(open) => !open && onClose()}
      link={link}
      title={room.roomTitle}
      logoUrl={institution.data?.branding.images?.MAIN_TOP_LOGO ?? null}
    />
  );
}
