import { fileExtension, profileImageFileName, type User } from '@platform/contract';
import { Button, ImageCropDialog, InlineAlert, useSubmitGuard, useT, useToast } from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointKey } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './MyInfoDialog.module.css';

/** An object URL for a blob while it is shown, let go when the blob changes or the view leaves. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The picture of my-info with edit and reset (foundation.md §2 "Profile picture with edit and
 * reset", "Profile crop is square with 200x200 output"). The picture is fetched with the bearer
 * token (an <img> could not send it). assumed: a new or reset picture is applied at once, not by
 * the modal's save, which is about the name.
 */
export function ProfilePicture({
  user,
  onChanged,
}: {
  user: Pick<User, 'userIdx' | 'userName' | 'profileImage'>;
  onChanged: () => Promise<unknown>;
}) {
  const t = useT();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const profileImage = user.profileImage ?? null;

  const picture = useQuery({
    queryKey: endpointKey(
      'userProfile.DOWNLOAD_FILE',
      { userIdx: user.userIdx, profileImage },
      'file',
    ),
    queryFn: ({ signal }) =>
      api.file('userProfile.DOWNLOAD_FILE', { userIdx: user.userIdx }, { signal }),
    enabled: profileImage !== null,
  });
  const url = useObjectUrl(profileImage === null ? undefined : picture.data?.blob);

  const upload = useMutation({
    mutationFn: (image: File) => {
      // foundation.md §7: "uploadFile named profile_image plus extension".
      const name = profileImageFileName(fileExtension(image.name) || 'png');
      const uploadFile = new File([image], name, { type: image.type });
      return api.call('userProfile.MODIFY', { uploadFile, userIdx: user.userIdx });
    },
  });
  // A double click on reset removes once.
  const removing = useSubmitGuard();

  const applyCrop = async (image: File) => {
    setFailure(null);
    try {
      await upload.mutateAsync(image);
      await onChanged();
      toast.success(t('myInfo.picture.updated'));
    } catch (error) {
      // The crop dialog closes either way; the reason stays in the modal.
      setFailure(apiErrorMessage(error, t));
    }
  };

  const reset = async () => {
    setFailure(null);
    try {
      await api.call('userProfile.REMOVE', { userIdx: user.userIdx });
      await onChanged();
      toast.success(t('myInfo.picture.removed'));
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    }
  };

  return (
    <section className={styles.picture} aria-label={t('myInfo.picture.label')}>
      {url ? (
        <img
          className={styles.avatar}
          src={url}
          alt={t('myInfo.picture.of', { name: user.userName })}
          data-slot="my-info-picture"
        />
      ) : (
        <span
          className={styles.avatar}
          role="img"
          aria-label={t('myInfo.picture.none')}
          data-slot="my-info-picture-none"
        >
          <span aria-hidden="true">{[...user.userName.trim()][0] ?? ''}</span>
        </span>
      )}
      <div className={styles.pictureActions}>
        <ImageCropDialog
          trigger={
            <Button variant="secondary" size="sm">
              {t('myInfo.picture.edit')}
            </Button>
          }
          onConfirm={applyCrop}
        />
        <Button
          variant="ghost"
          size="sm"
          disabled={profileImage === null}
          loading={removing.pending}
          onClick={() => void removing.run(reset)}
        >
          {t('myInfo.picture.reset')}
        </Button>
      </div>
      {failure && (
        <InlineAlert tone="danger" className={styles.wide}>
          {failure}
        </InlineAlert>
      )}
    </section>
  );
}
