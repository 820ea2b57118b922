/** Being built in this session (issue 6); replaced before the commit. */
export function Component() {
  return null;
}
