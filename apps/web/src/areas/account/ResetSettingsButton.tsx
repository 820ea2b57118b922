import { resetLocalSettings } from '@platform/contract';
import { Button, ConfirmDialog, useT, useToast } from '@platform/ui';
import { forgetAllDrafts } from '../../shared/formDrafts.ts';

/**
 * The reset-settings link of my-info (foundation.md §9 "Local storage is cleared by
 * reset-settings"): the contract's list of keys, after a confirmation, then 'It has been
 * applied.' The session and the language preference are not on that list and stay; the form
 * drafts kept over a session end go too.
 */
export function ResetSettingsButton() {
  const t = useT();
  const toast = useToast();
  return (
    <ConfirmDialog
      title={t('myInfo.resetSettings.title')}
      message={t('myInfo.resetSettings.message')}
      confirmLabel={t('myInfo.resetSettings.confirm')}
      onConfirm={() => {
        resetLocalSettings();
        forgetAllDrafts();
        toast.success(t('toast.applied'));
      }}
      trigger={
        <Button variant="ghost" size="sm" data-slot="my-info-reset-settings">
          {t('myInfo.resetSettings.open')}
        </Button>
      }
    />
  );
}
