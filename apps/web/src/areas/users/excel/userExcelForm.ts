import {
  checkUserExcelFile,
  type Group,
  spreadsheetKind,
  USER_EXCEL_COLUMNS,
  USER_EXCEL_USER_TYPES,
  type UserExcelColumnKey,
  type UserExcelFault,
} from '@platform/contract';

/*
 * The rules of the Excel registration form that are not the contract's own: which user types it
 * offers, how the groups read in a select, and the check of a chosen file's first bytes.
 */

/** The user types a bulk registration offers, the first being the default: the contract's. */
export const EXCEL_USER_TYPES: readonly number[] = USER_EXCEL_USER_TYPES;

export interface GroupOption {
  value: string;
  label: string;
}

/**
 * The groups in tree order (a parent before its children, siblings by name), each labelled by its
 * path, "Parent / Child", so that two groups of one name under different parents differ. A group
 * whose parent is not in the list shows at the top.
 */
export function groupOptions(groups: readonly Group[]): GroupOption[] {
  const known = new Set(groups.map((group) => group.groupIdx));
  const children = new Map<number, Group[]>();
  for (const group of groups) {
    const parent = known.has(group.upGroupIdx) ? group.upGroupIdx : 0;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const options: GroupOption[] = [];
  const visited = new Set<number>();
  const walk = (parent: number, path: string) => {
    const level = [...(children.get(parent) ?? [])].sort((a, b) =>
      a.groupName.localeCompare(b.groupName, 'ko'),
    );
    for (const group of level) {
      // A cycle in bad data must not loop forever.
      if (visited.has(group.groupIdx)) continue;
      visited.add(group.groupIdx);
      const label = path ? `${path} / ${group.groupName}` : group.groupName;
      options.push({ value: String(group.groupIdx), label });
      walk(group.groupIdx, label);
    }
  };
  walk(0, '');
  return options;
}

/** The group the form starts on: the one asked for when it exists, else the first. */
export function initialGroupValue(
  options: readonly GroupOption[],
  defaultGroupIdx: number | undefined,
): string {
  const asked = defaultGroupIdx === undefined ? undefined : String(defaultGroupIdx);
  if (asked && options.some((option) => option.value === asked)) return asked;
  return options[0]?.value ?? '';
}

/**
 * The check of a chosen file: the contract's rule (chosen, .xlsx, at most 10485760 bytes), then
 * its first bytes, so that an .xls renamed to .xlsx, or anything else that is no workbook, is
 * refused before it travels (the server checks again).
 */
export async function checkChosenFile(file: File | null): Promise<UserExcelFault | null> {
  const fault = checkUserExcelFile(file);
  if (fault || !file) return fault;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const kind = spreadsheetKind(head);
  if (kind === 'xls') return { key: 'valid.excelLegacyXls' };
  if (kind === 'unknown') return { key: 'valid.excelUnreadable' };
  return null;
}

/** The text key of a sheet column, for the column list and the skipped rows. */
export function columnTextKey(
  column: string | null | undefined,
): `userExcel.column.${UserExcelColumnKey}` | null {
  const known = USER_EXCEL_COLUMNS.some(({ key }) => key === column);
  return known ? `userExcel.column.${column as UserExcelColumnKey}` : null;
}

/** What the file input offers: .xlsx, and .xls too, so that one is refused with its message. */
export const EXCEL_FILE_ACCEPT = '.xlsx,.xls';
