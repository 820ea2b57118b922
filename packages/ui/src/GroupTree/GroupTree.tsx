import { codeLabelTexts, validateTreeSelection } from '@platform/contract';
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type NodeApi,
  type NodeRendererProps,
  type RowRendererProps,
  Tree,
  type TreeApi,
} from 'react-arborist';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../EmptyState/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { groupsTexts } from '../i18n/texts/groups.ts';
import { ChevronIcon } from '../internal/icons/ChevronIcon.tsx';
import { SearchBox, type SearchDebounce } from '../SearchBox/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './GroupTree.module.css';
import { MoveDialog, type MoveRequest } from './MoveDialog.tsx';
import { type GroupTreeMove, planMove, splitRowIds } from './moves.ts';
import { type MenuAction, TreeContextMenu } from './TreeContextMenu.tsx';
import {
  buildTreeIndex,
  filterTreeIndex,
  type GroupTreeIndex,
  type TreeGroup,
  type TreeUser,
} from './treeIndex.ts';
import { buildRows, groupRowId, parseRowId, type TreeRow } from './treeRows.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(codeLabelTexts);
registerTexts(groupsTexts);

export interface GroupTreeSelection {
  users: TreeUser[];
  groups: TreeGroup[];
}

export interface GroupTreeProps {
  groups: readonly TreeGroup[];
  users: readonly TreeUser[];
  /** The tree's accessible name; 'Groups and users' by default. */
  label?: string;
  /** 'multiple' (Ctrl/Shift + click, Shift + arrows) or 'single'. */
  selectionMode?: 'single' | 'multiple';
  /** Only users can be selected (a picker). The search mode of the spec does this by itself. */
  usersOnly?: boolean;
  /**
   * 'tree' (groups with their users) or 'list' (users only, no groups): the app passes 'list'
   * when `WEB_FUNC_USE` position 2 hides tree mode (contract `showsTreeMode`).
   */
  view?: 'tree' | 'list';
  /** false shows groups only. */
  showUsers?: boolean;
  /** Height of the scrolling tree in px (rows are virtualized, so it needs one). */
  height?: number;
  /** Filter debounce; the spec's organisation search (300 ms) by default. */
  filterDebounce?: SearchDebounce;
  defaultFilter?: string;
  /** Groups open at first render. */
  defaultOpenGroupIdxs?: readonly number[];
  onSelectionChange?: (selection: GroupTreeSelection) => void;
  /** A user row activated by double click or Enter (e.g. open the user's details). */
  onUserActivate?: (user: TreeUser) => void;
  /** The context menu shows an item for each callback given. */
  onAddSubgroup?: (group: TreeGroup) => void;
  onRenameGroup?: (group: TreeGroup) => void;
  onDeleteGroup?: (group: TreeGroup) => void;
  onDeleteGroupUsers?: (group: TreeGroup) => void;
  /** Moves by drag and drop or by "Move to…"; only real changes arrive here. */
  onMove?: (move: GroupTreeMove) => void;
  /** Shown instead of the tree when there are no groups and no users. */
  emptyState?: ReactNode;
}

/**
 * assumed: a filter that keeps more users and groups than this opens no group by itself (the
 * kept groups show closed, each opens on demand), so that a one-letter query over 100k users
 * stays responsive; a narrower one shows every match at once.
 */
const AUTO_OPEN_LIMIT = 500;
const ROW_HEIGHT = 36; // px: react-window needs a number; the CSS reads it as --_row-height.
const INDENT = 20;

interface RowContextValue {
  index: GroupTreeIndex;
  selectable: (row: TreeRow) => boolean;
  onRowContextMenu: (event: MouseEvent<HTMLDivElement>, node: NodeApi<TreeRow>) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLDivElement>, node: NodeApi<TreeRow>) => void;
  onRowDoubleClick: (node: NodeApi<TreeRow>) => void;
  onRowClick: (event: MouseEvent<HTMLDivElement>, node: NodeApi<TreeRow>) => void;
  userTypeLabel: (userType: number) => string;
}

const RowContext = createContext<RowContextValue | null>(null);
const useRowContext = () => useContext(RowContext) as RowContextValue;

/**
 * The row: react-arborist gives level, selected and expanded; a virtualized tree must also say
 * where each row sits among its siblings (APG tree view), since the DOM holds only what shows.
 */
function GroupTreeRow({ node, attrs, innerRef, children }: RowRendererProps<TreeRow>) {
  const context = useRowContext();
  const row = node.data;
  const selectable = context.selectable(row);
  return (
    <div
      {...attrs}
      ref={innerRef}
      role="treeitem"
      // Roving focus: react-arborist focuses the active row itself.
      tabIndex={-1}
      aria-setsize={row.setSize}
      aria-posinset={row.posInSet}
      aria-expanded={row.kind === 'group' && row.hasContent ? node.isOpen : undefined}
      aria-selected={selectable ? node.isSelected : undefined}
      className={styles.row}
      data-slot="group-tree-row"
      data-kind={row.kind}
      data-selected={node.isSelected || undefined}
      data-drop-target={node.willReceiveDrop || undefined}
      onFocus={(event) => event.stopPropagation()}
      onClick={(event) => context.onRowClick(event, node)}
      onDoubleClick={() => context.onRowDoubleClick(node)}
      onContextMenu={(event) => context.onRowContextMenu(event, node)}
      onKeyDown={(event) => context.onRowKeyDown(event, node)}
    >
      {children}
    </div>
  );
}

function GroupTreeNode({ node, style, dragHandle }: NodeRendererProps<TreeRow>) {
  const { index, userTypeLabel } = useRowContext();
  const row = node.data;
  if (row.kind === 'group') {
    const userCount = index.groupUsers[row.pos]?.length ?? 0;
    return (
      <div ref={dragHandle} style={style} className={styles.node} data-slot="group-tree-node">
        <span
          className={styles.toggle}
          data-slot="group-tree-toggle"
          aria-hidden="true"
          data-empty={!row.hasContent || undefined}
          onClick={(event) => {
            event.stopPropagation();
            node.toggle();
          }}
        >
          {row.hasContent && <ChevronIcon direction="right" data-open={node.isOpen || undefined} />}
        </span>
        <span className={styles.groupName}>{row.name}</span>
        {userCount > 0 && <span className={styles.meta}>{userCount}</span>}
      </div>
    );
  }
  const user = index.users[row.pos];
  return (
    <div ref={dragHandle} style={style} className={styles.node} data-slot="group-tree-node">
      <span className={styles.toggle} aria-hidden="true" data-empty />
      <span className={styles.userName}>{row.name}</span>
      <span className={styles.meta}>{user?.userId}</span>
      {user && <span className={styles.meta}>{userTypeLabel(user.userType)}</span>}
    </div>
  );
}

const isMenuKey = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');

/**
 * The group tree of the users-and-groups screens (screens.md §10) on react-arborist: groups with
 * their users, a filter by name or ID that keeps the ancestors of what matches, a context menu by
 * right click or by keyboard (Shift+F10, the menu key), and moves by drag and drop or, without
 * dragging (WCAG 2.2 2.5.7), by "Move to…". While a filter is on (the spec's search mode) only
 * users can be selected (foundation.md §5). It fetches nothing: every change is a callback.
 *
 * Scale: the index (search keys, parent links) is built once per change of `groups`/`users`; a
 * filter scans it and hands react-arborist only the matches and their ancestors, and a closed
 * group hands over none of its rows, so react-arborist's own per-node walk never sees 100k rows
 * unless everything is expanded.
 */
export function GroupTree({
  groups,
  users,
  label,
  selectionMode = 'multiple',
  usersOnly = false,
  view = 'tree',
  showUsers = true,
  height = 480,
  filterDebounce = 'organisation',
  defaultFilter = '',
  defaultOpenGroupIdxs,
  onSelectionChange,
  onUserActivate,
  onAddSubgroup,
  onRenameGroup,
  onDeleteGroup,
  onDeleteGroupUsers,
  onMove,
  emptyState,
}: GroupTreeProps) {
  const t = useT();
  const treeRef = useRef<TreeApi<TreeRow> | undefined>(undefined);
  const [query, setQuery] = useState(defaultFilter);
  // Open groups: react-arborist's own map (by row id) mirrored here, because a closed group
  // hands over none of its rows. A scope change ("expand all", a filter) starts a fresh default.
  const [treeDefault, setTreeDefault] = useState({ epoch: 0, open: false });
  const [explicitOpen, setExplicitOpen] = useState<ReadonlyMap<string, boolean>>(
    () => new Map((defaultOpenGroupIdxs ?? []).map((idx) => [groupRowId('t0', idx), true])),
  );
  const [initialOpenState] = useState(() => Object.fromEntries(explicitOpen));
  const [notice, setNotice] = useState('');
  const [menu, setMenu] = useState<{ row: TreeRow; x: number; y: number; el: HTMLElement } | null>(
    null,
  );
  const [moveRequest, setMoveRequest] = useState<MoveRequest | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);

  const index = useMemo(() => buildTreeIndex(groups, users), [groups, users]);
  useEffect(() => {
    // Make the search keys while the browser is idle after the first paint, not on a keystroke.
    const warm = () => void [index.userHaystack, index.groupHaystack];
    if (typeof requestIdleCallback !== 'function') return void setTimeout(warm);
    const handle = requestIdleCallback(warm, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }, [index]);
  const filter = useMemo(() => filterTreeIndex(index, query, showUsers), [index, query, showUsers]);
  const searchMode = filter !== null;
  const scope = filter ? `f:${filter.query}` : `t${treeDefault.epoch}`;
  const openByDefault = filter
    ? filter.userHits.length + filter.groupHitCount <= AUTO_OPEN_LIMIT
    : treeDefault.open;
  const isOpen = useCallback(
    (rowId: string) => explicitOpen.get(rowId) ?? openByDefault,
    [explicitOpen, openByDefault],
  );
  const rows = useMemo(
    () => buildRows(index, { scope, isOpen, filter, view, showUsers }),
    [index, scope, isOpen, filter, view, showUsers],
  );

  const selectable = useCallback(
    (row: TreeRow) => row.kind === 'user' || (!usersOnly && !searchMode),
    [usersOnly, searchMode],
  );
  const disableSelect = useCallback((row: TreeRow) => !selectable(row), [selectable]);

  const toSelection = useCallback(
    (nodes: readonly NodeApi<TreeRow>[]): GroupTreeSelection => {
      const selection: GroupTreeSelection = { users: [], groups: [] };
      for (const { data } of nodes) {
        if (data.kind === 'user') {
          const user = index.users[data.pos];
          if (user) selection.users.push(user);
        } else {
          const group = index.groups[data.pos];
          if (group) selection.groups.push(group);
        }
      }
      return selection;
    },
    [index],
  );

  const onSelect = useCallback(
    (nodes: NodeApi<TreeRow>[]) => onSelectionChange?.(toSelection(nodes)),
    [onSelectionChange, toSelection],
  );

  const onToggle = useCallback((id: string) => {
    const tree = treeRef.current;
    if (!tree) return;
    const open = tree.isOpen(id);
    setExplicitOpen((previous) =>
      previous.get(id) === open ? previous : new Map(previous).set(id, open),
    );
  }, []);

  const requestMove = useCallback(
    (ids: readonly string[], toGroupIdx: number) => {
      const plan = planMove(index, { ...splitRowIds(ids), toGroupIdx });
      if (plan) onMove?.(plan);
      return plan;
    },
    [index, onMove],
  );

  const onArboristMove = useCallback(
    ({ dragIds, parentId }: { dragIds: string[]; parentId: string | null }) => {
      const target = parentId === null ? 0 : parseRowId(parentId);
      if (target === null || (target !== 0 && target.kind !== 'group')) return;
      requestMove(dragIds, target === 0 ? 0 : target.idx);
    },
    [requestMove],
  );

  const disableDrop = useCallback(
    ({ parentNode, dragNodes }: { parentNode: NodeApi<TreeRow>; dragNodes: NodeApi<TreeRow>[] }) =>
      parentNode.isRoot && dragNodes.some((node) => node.data.kind === 'user'),
    [],
  );

  /** The rows a menu action applies to: the selection when the row is part of it. */
  const targetsOf = useCallback((row: TreeRow): string[] => {
    const tree = treeRef.current;
    const selected = tree ? [...tree.selectedIds] : [];
    return selected.includes(row.id) ? selected : [row.id];
  }, []);

  const openMenu = useCallback((row: TreeRow, el: HTMLElement, x: number, y: number) => {
    returnFocusTo.current = el;
    const box = rootRef.current?.getBoundingClientRect();
    setMenu({ row, el, x: x - (box?.left ?? 0), y: y - (box?.top ?? 0) });
  }, []);

  const hasMenu = useCallback(
    (row: TreeRow) =>
      row.kind === 'user'
        ? Boolean(onMove || onUserActivate)
        : Boolean(onMove || onAddSubgroup || onRenameGroup || onDeleteGroup || onDeleteGroupUsers),
    [onMove, onUserActivate, onAddSubgroup, onRenameGroup, onDeleteGroup, onDeleteGroupUsers],
  );

  const rowContext = useMemo<RowContextValue>(
    () => ({
      index,
      selectable,
      userTypeLabel: (userType) => t(`code.USER_TYPE.${userType}`),
      onRowClick: (event, node) => {
        if (node.data.kind === 'group') {
          const fault = validateTreeSelection({ searchMode, node: 'group' });
          if (fault && !usersOnly) setNotice(t(fault.key));
        }
        node.handleClick(event);
      },
      onRowDoubleClick: (node) => {
        const user = node.data.kind === 'user' ? index.users[node.data.pos] : undefined;
        if (user) onUserActivate?.(user);
      },
      onRowContextMenu: (event, node) => {
        if (!hasMenu(node.data)) return; // nothing to offer: the browser's own menu
        event.preventDefault();
        if (!node.isSelected) node.select();
        openMenu(node.data, event.currentTarget, event.clientX, event.clientY);
      },
      onRowKeyDown: (event, node) => {
        if (isMenuKey(event) && hasMenu(node.data)) {
          event.preventDefault();
          event.stopPropagation();
          const rect = event.currentTarget.getBoundingClientRect();
          openMenu(node.data, event.currentTarget, rect.left + INDENT * 2, rect.bottom);
        } else if (event.key === 'Enter' && node.data.kind === 'user') {
          const user = index.users[node.data.pos];
          if (user && onUserActivate) {
            event.preventDefault();
            onUserActivate(user);
          }
        }
      },
    }),
    [index, selectable, searchMode, usersOnly, t, onUserActivate, openMenu, hasMenu],
  );

  const menuActions = useMemo((): MenuAction[] => {
    if (!menu) return [];
    const { row } = menu;
    const actions: MenuAction[] = [];
    if (row.kind === 'user') {
      const user = index.users[row.pos];
      if (user && onUserActivate) {
        actions.push({
          id: 'open',
          label: t('groupTree.openUser'),
          run: () => onUserActivate(user),
        });
      }
      if (onMove) {
        actions.push({
          id: 'move',
          label: t('groupTree.moveTo'),
          run: () => setMoveRequest({ ids: targetsOf(row) }),
          opensDialog: true,
        });
      }
      return actions;
    }
    const group = index.groups[row.pos];
    if (!group) return actions;
    if (onAddSubgroup) {
      actions.push({
        id: 'add',
        label: t('groupTree.addSubgroup'),
        run: () => onAddSubgroup(group),
      });
    }
    if (onRenameGroup) {
      actions.push({ id: 'rename', label: t('groupTree.rename'), run: () => onRenameGroup(group) });
    }
    if (onMove) {
      actions.push({
        id: 'move',
        label: t('groupTree.moveTo'),
        run: () => setMoveRequest({ ids: targetsOf(row) }),
        opensDialog: true,
      });
    }
    if (onDeleteGroupUsers) {
      actions.push({
        id: 'deleteUsers',
        label: t('groupTree.deleteGroupUsers'),
        run: () => onDeleteGroupUsers(group),
        tone: 'danger',
      });
    }
    if (onDeleteGroup) {
      actions.push({
        id: 'deleteGroup',
        label: t('groupTree.deleteGroup'),
        run: () => onDeleteGroup(group),
        tone: 'danger',
      });
    }
    return actions;
  }, [
    menu,
    index,
    t,
    onUserActivate,
    onMove,
    onAddSubgroup,
    onRenameGroup,
    onDeleteGroupUsers,
    onDeleteGroup,
    targetsOf,
  ]);

  const focusBack = useCallback(() => {
    const el = returnFocusTo.current;
    if (el?.isConnected) el.focus();
    else treeRef.current?.listEl.current?.parentElement?.focus();
  }, []);

  const openEverything = (open: boolean) => {
    setTreeDefault((previous) => ({ epoch: previous.epoch + 1, open }));
    setExplicitOpen(new Map());
  };

  const treeLabel = label ?? t('groupTree.label');
  const nothingAtAll = groups.length === 0 && users.length === 0;
  const noMatch = filter !== null && rows.length === 0;
  const userHits = filter?.userHits.length ?? 0;

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-slot="group-tree"
      data-query={filter?.query ?? ''}
    >
      <div className={styles.toolbar} data-slot="group-tree-toolbar">
        <SearchBox
          className={styles.filter}
          label={t('groupTree.filter')}
          placeholder={t('groupTree.filterPlaceholder')}
          debounce={filterDebounce}
          defaultValue={defaultFilter}
          onSearch={(text) => {
            setNotice('');
            setQuery(text);
          }}
        />
        {view === 'tree' && !searchMode && !nothingAtAll && (
          <div className={styles.expanders}>
            <Button variant="ghost" size="sm" onClick={() => openEverything(true)}>
              {t('groupTree.expandAll')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => openEverything(false)}>
              {t('groupTree.collapseAll')}
            </Button>
          </div>
        )}
      </div>
      {searchMode && !usersOnly && showUsers && (
        <p className={styles.hint} data-slot="group-tree-hint">
          {t('valid.searchModeUsersOnly')}
        </p>
      )}
      {nothingAtAll ? (
        (emptyState ?? <EmptyState title={t('groupTree.empty')} />)
      ) : noMatch ? (
        <EmptyState title={t('groupTree.noMatch', { query })} />
      ) : (
        <RowContext.Provider value={rowContext}>
          <Tree<TreeRow>
            ref={treeRef}
            data={rows}
            aria-label={treeLabel}
            width="100%"
            height={height}
            rowHeight={ROW_HEIGHT}
            indent={INDENT}
            // No searchTerm: the filter ran on the index and every row handed over is kept.
            openByDefault={openByDefault}
            initialOpenState={initialOpenState}
            disableMultiSelection={selectionMode === 'single'}
            disableSelect={disableSelect}
            disableEdit
            disableDrag={!onMove}
            disableDrop={disableDrop}
            onMove={onMove ? onArboristMove : undefined}
            onSelect={onSelect}
            onToggle={onToggle}
            renderRow={GroupTreeRow}
            className={styles.list}
            rowClassName={styles.rowOuter}
          >
            {GroupTreeNode}
          </Tree>
        </RowContext.Provider>
      )}
      <VisuallyHidden role="status" data-slot="group-tree-status">
        {notice ||
          (filter ? t('groupTree.results', { users: userHits, groups: filter.groupHitCount }) : '')}
      </VisuallyHidden>
      <TreeContextMenu
        open={menu !== null}
        x={menu?.x ?? 0}
        y={menu?.y ?? 0}
        label={menu ? t('groupTree.menuLabel', { name: menu.row.name }) : ''}
        actions={menuActions}
        onDismiss={() => setMenu(null)}
        onClosed={(action) => {
          if (!action?.opensDialog) focusBack();
          action?.run();
        }}
      />
      {moveRequest && (
        <MoveDialog
          index={index}
          request={moveRequest}
          onMove={(toGroupIdx) => requestMove(moveRequest.ids, toGroupIdx)}
          onClose={() => {
            setMoveRequest(null);
            setTimeout(focusBack);
          }}
        />
      )}
    </div>
  );
}
