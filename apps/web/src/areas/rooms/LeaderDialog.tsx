import type { Room } from '@platform/contract';
import { ConfirmDialog, Select, useT, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/session/api.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { refreshRooms, useTeachers } from './roomQueries.ts';

/** A refusal the dialog says at its field. */
class NoTeacher extends Error {}

/**
 * Change the leader of a room (screens.md §7 "change owner (room{roomCode,ownerUserIdx})"; §6
 * "change leader (only teachers selectable)", "Leader changes by manager").
 */
export default function LeaderDialog({ room, onClose }: { room: Room; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const teachers = useTeachers();
  const [chosen, setChosen] = useState(room.ownerUserIdx ? String(room.ownerUserIdx) : '');
  const [fault, setFault] = useState<string | undefined>(undefined);
  const options = (teachers.data ?? []).map((teacher) => ({
    value: String(teacher.userIdx),
    label: teacher.userId ? `${teacher.userName} (${teacher.userId})` : teacher.userName,
  }));

  const save = async () => {
    const ownerUserIdx = Number(chosen);
    if (!chosen || !Number.isInteger(ownerUserIdx)) {
      setFault(t('rooms.leader.required'));
      throw new NoTeacher(t('rooms.leader.required'));
    }
    await api.call('room.MOD', { room: { roomCode: room.roomCode, ownerUserIdx } });
    const teacher = teachers.data?.find((user) => user.userIdx === ownerUserIdx);
    toast.success(
      t('rooms.leader.saved', { teacher: teacher?.userName ?? '', name: room.roomTitle }),
    );
    onClose();
    await refreshRooms(queryClient);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('rooms.leader.title', { name: room.roomTitle })}
      message={t('rooms.leader.lead')}
      confirmLabel={t('rooms.leader.save')}
      cancelLabel={t('rooms.leader.cancel')}
      onConfirm={save}
      failureMessage={(error) => (error instanceof NoTeacher ? null : apiErrorMessage(error, t))}
    >
      <Select
        label={t('rooms.leader.label')}
        required
        placeholder={t('rooms.leader.placeholder')}
        options={options}
        value={chosen}
        disabled={teachers.isPending}
        error={fault}
        onChange={(event) => {
          setChosen(event.target.value);
          setFault(undefined);
        }}
      />
    </ConfirmDialog>
  );
}
