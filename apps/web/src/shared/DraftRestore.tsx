import { Button, InlineAlert, registerTexts, useT } from '@platform/ui';
import type { FieldValues } from 'react-hook-form';
import type { FormDraft } from './formDrafts.ts';
import { sharedTexts } from './texts.ts';

registerTexts(sharedTexts);

/** The offer, at the top of a form, of what was typed there before the session ended. */
export function DraftRestore<V extends FieldValues>({ draft }: { draft: FormDraft<V> }) {
  const t = useT();
  if (!draft.offered) return null;
  return (
    <InlineAlert
      tone="info"
      data-slot="draft-restore"
      action={
        <>
          <Button size="sm" variant="secondary" onClick={draft.restore}>
            {t('drafts.restore')}
          </Button>
          <Button size="sm" variant="ghost" onClick={draft.discard}>
            {t('drafts.discard')}
          </Button>
        </>
      }
    >
      {t('drafts.offer')}
    </InlineAlert>
  );
}
