import { InlineAlert, useT } from '@platform/ui';

/** A room page opened without Rcd (or RCd): it says so rather than guess a class. */
export function MissingRoom() {
  const t = useT();
  return (
    <InlineAlert tone="danger" data-slot="whiteboard-missing-room">
      {t('wb.missingRoom')}
    </InlineAlert>
  );
}
