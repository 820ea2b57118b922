import { LIMITS } from '@platform/contract';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { type TextKey, useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { qrCodeTexts } from '../i18n/texts/qrCode.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import { Spinner } from '../Spinner/index.ts';
import styles from './QrCodeDialog.module.css';
import { canCopyImages, downloadBlob, type Logo, loadLogo, renderQrPng } from './qrImage.ts';
import { QR_DARK, QR_LIGHT, type QrLayout, qrFileName, qrLayout } from './qrLayout.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(qrCodeTexts);

export interface QrCodeDialogProps {
  /** The invite link the code holds, as the copy-invite-link action copies it. */
  link: string;
  /** The room's title, shown above the code (one line, cut with … at 320 px) and naming the PNG. */
  title: string;
  /**
   * The institution's logo in the middle of the code (38 px high in the 256 viewBox). It comes from
   * data, so it must pass the contract's `safeUrl(…, WEB_LINK)`: http(s) or a path of this site,
   * and load as a CORS image. Without one, or when it is refused or does not load, the code has no
   * logo and no hole.
   */
  logoUrl?: string | null;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
}

type Drawing =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; layout: QrLayout; logo: Logo | null };

interface Note {
  tone: 'success' | 'danger';
  text: TextKey;
}

/**
 * The invite link of a room as a QR code (screens.md §9 "QR code: 256 viewBox, logo 38 px high,
 * title truncated to 320 px; copy or save as PNG"), drawn as SVG at error correction level H with
 * the institution's logo in a hole in the middle. Copy as PNG writes the image to the clipboard
 * (and says so when the browser refuses); save as PNG downloads `{title}-QR.png`.
 *
 * The encoder is a chunk of its own, loaded when the dialog opens: a page may import the dialog
 * without carrying the encoder on its first paint (the size check's heavy-widget rule).
 */
export function QrCodeDialog({
  link,
  title,
  logoUrl,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: QrCodeDialogProps) {
  const t = useT();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'QrCodeDialog `open`',
  });
  const [drawing, setDrawing] = useState<Drawing>({ status: 'loading' });
  const [note, setNote] = useState<Note | null>(null);
  const [action, setAction] = useState<'copy' | 'save' | null>(null);
  // One copy or save at a time, however fast the buttons are pressed.
  const { pending, run } = useSubmitGuard();

  // Each opening draws afresh (the link or the logo may have changed while it was closed).
  useEffect(() => {
    setNote(null);
    if (!open) return;
    let current = true;
    setDrawing({ status: 'loading' });
    Promise.all([import('./encodeQr.ts'), loadLogo(logoUrl)])
      .then(([{ encodeQr }, logo]) => {
        if (!current) return;
        const layout = qrLayout(encodeQr(link), logo ? logo.aspect : null);
        setDrawing({ status: 'ready', layout, logo });
      })
      .catch(() => {
        // The encoder's chunk did not load, or the link is too long for any QR version.
        if (current) setDrawing({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [open, link, logoUrl]);

  const ready = drawing.status === 'ready' ? drawing : null;

  const copy = () => {
    if (!ready) return;
    setNote(null);
    if (!canCopyImages()) {
      setNote({ tone: 'danger', text: 'qrCode.copyRefused' });
      return;
    }
    setAction('copy');
    // The clipboard is written within the press (Safari refuses a write after an await), with
    // the PNG as a promise that the browser waits for.
    run(async () => {
      const png = renderQrPng(ready.layout, ready.logo?.image ?? null);
      try {
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
        setNote({ tone: 'success', text: 'qrCode.copied' });
      } catch {
        const drawn = await png.then(
          () => true,
          () => false,
        );
        setNote({ tone: 'danger', text: drawn ? 'qrCode.copyRefused' : 'qrCode.imageFailed' });
      }
    });
  };

  const save = () => {
    if (!ready) return;
    setNote(null);
    setAction('save');
    run(async () => {
      try {
        downloadBlob(await renderQrPng(ready.layout, ready.logo?.image ?? null), qrFileName(title));
      } catch {
        setNote({ tone: 'danger', text: 'qrCode.imageFailed' });
      }
    });
  };

  // The spec's sizes are the contract's limits, handed to the style sheet as variables.
  const sizes = {
    '--qr-code-size': `${LIMITS.QR_VIEWBOX}px`,
    '--qr-code-title-width': `${LIMITS.QR_TITLE_WIDTH_MAX}px`,
  } as CSSProperties;

  return (
    <Dialog
      title={t('qrCode.title')}
      description={t('qrCode.description')}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={copy}
            disabled={!ready}
            loading={pending && action === 'copy'}
          >
            {t('qrCode.copy')}
          </Button>
          <Button onClick={save} disabled={!ready} loading={pending && action === 'save'}>
            {t('qrCode.save')}
          </Button>
        </>
      }
    >
      <div className={styles.root} style={sizes} data-slot="qr-code">
        {/* Cut with … on screen only: the whole title stays in the text and in the tooltip. */}
        <p className={styles.title} title={title} data-slot="qr-code-title">
          {title}
        </p>
        <div className={styles.code} data-slot="qr-code-frame">
          {drawing.status === 'loading' && <Spinner label={t('qrCode.loading')} />}
          {drawing.status === 'failed' && (
            <InlineAlert tone="danger">{t('qrCode.failed')}</InlineAlert>
          )}
          {ready && (
            <QrSvg layout={ready.layout} logo={ready.logo} label={t('qrCode.image', { title })} />
          )}
        </div>
        {note && (
          <InlineAlert tone={note.tone} className={styles.note} data-slot="qr-code-note">
            {t(note.text)}
          </InlineAlert>
        )}
      </div>
    </Dialog>
  );
}

/** The code as the dialog shows it: the same layout the PNG is drawn from. */
function QrSvg({ layout, logo, label }: { layout: QrLayout; logo: Logo | null; label: string }) {
  const { viewBox, moduleSize, path } = layout;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${viewBox} ${viewBox}`}
      className={styles.svg}
      data-slot="qr-code-image"
    >
      <rect width={viewBox} height={viewBox} fill={QR_LIGHT} />
      <path
        d={path}
        transform={`scale(${moduleSize})`}
        fill={QR_DARK}
        shapeRendering="crispEdges"
      />
      {logo && layout.logo && (
        <image
          href={logo.url}
          x={layout.logo.x}
          y={layout.logo.y}
          width={layout.logo.width}
          height={layout.logo.height}
          preserveAspectRatio="xMidYMid meet"
          data-slot="qr-code-logo"
        />
      )}
    </svg>
  );
}
