import { AlertDialog, useT } from '@platform/ui';

/**
 * What a tab disabled in disaster mode says when chosen (screens.md §4): a chunk of its own with
 * the kit's dialog, which the frame loads after its first paint.
 */
export default function DisasterNotice({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('appFrame.disaster.title')}
      message={t('appFrame.disaster.message')}
    />
  );
}
