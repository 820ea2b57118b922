import { TOP_GROUP_IDX } from '@platform/contract';
import { useMemo, useState } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { groupsTexts } from '../i18n/texts/groups.ts';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import { Select } from '../Select/index.ts';
import { canMoveGroupTo, type GroupTreeMove, splitRowIds } from './moves.ts';
import { type GroupTreeIndex, groupsInTreeOrder } from './treeIndex.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(groupsTexts);

export interface MoveRequest {
  /** Row ids of what moves: users and groups. */
  ids: readonly string[];
}

export interface MoveDialogProps {
  index: GroupTreeIndex;
  request: MoveRequest;
  /** Asks for the move; null back when nothing would change. */
  onMove: (toGroupIdx: number) => GroupTreeMove | null;
  onClose: () => void;
}

// assumed: options are indented with ideographic spaces, which a native select keeps.
const INDENT = '\u3000';

/**
 * "Move to…": the way to move without dragging (WCAG 2.2 2.5.7). A native select of every group
 * in tree order; the groups being moved and their subgroups are left out, and the top level is
 * offered only when no user moves (a user always belongs to a group).
 */
export function MoveDialog({ index, request, onMove, onClose }: MoveDialogProps) {
  const t = useT();
  const [target, setTarget] = useState('');
  const [nothingToDo, setNothingToDo] = useState(false);
  const { userIdxs, groupIdxs } = useMemo(() => splitRowIds(request.ids), [request.ids]);

  const options = useMemo(() => {
    const choices = groupsInTreeOrder(index)
      .map(({ pos, depth }) => ({ group: index.groups[pos], depth }))
      .filter(({ group }) =>
        groupIdxs.every((groupIdx) => group && canMoveGroupTo(index, groupIdx, group.groupIdx)),
      )
      .map(({ group, depth }) => ({
        value: String(group?.groupIdx),
        label: INDENT.repeat(depth) + (group?.groupName ?? ''),
      }));
    return userIdxs.length === 0
      ? [{ value: String(TOP_GROUP_IDX), label: t('groupTree.topLevel') }, ...choices]
      : choices;
  }, [index, userIdxs, groupIdxs, t]);

  // One move per dialog, however fast Move is pressed twice (the kit's submit guard): the dialog
  // closes on a move and opens anew for the next.
  const { claim, release } = useSubmitGuard();
  const move = () => {
    if (target === '' || !claim()) return;
    if (onMove(Number(target))) onClose();
    else {
      release();
      setNothingToDo(true);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('groupTree.moveTitle')}
      description={t('groupTree.moveWhat', { users: userIdxs.length, groups: groupIdxs.length })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t('groupTree.cancel')}</Button>
          </DialogClose>
          <Button onClick={move} disabled={target === ''}>
            {t('groupTree.move')}
          </Button>
        </>
      }
    >
      <Select
        label={t('groupTree.moveTarget')}
        options={options}
        placeholder
        value={target}
        onChange={(event) => {
          setTarget(event.target.value);
          setNothingToDo(false);
        }}
      />
      {nothingToDo && <InlineAlert tone="info">{t('groupTree.moveNothing')}</InlineAlert>}
    </Dialog>
  );
}
