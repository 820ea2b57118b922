import { describe, expect, it } from 'vitest';
import { indexTreeDepth, indexTreeFault, indexTreeSize } from './indexTree.ts';
import { LIMITS } from './limits.ts';
import { requestLimitFault } from './requestLimits.ts';

const nested = (levels: number) => {
  let value: unknown = 'leaf';
  for (let level = 0; level < levels; level += 1) value = { child: [value] };
  return value;
};

describe('requestLimitFault (issue 17 item 4: every nested or long input is bounded)', () => {
  it('measures a body nested 2000 levels without overflowing the stack', () => {
    expect(() => requestLimitFault({ deep: nested(2000) })).not.toThrow();
    expect(requestLimitFault({ deep: nested(2000) })).toBe('depth');
  });

  it(`takes ${LIMITS.REQUEST_DEPTH_MAX} levels and refuses one more`, () => {
    // The fields object is level 1; each { child: [...] } adds two.
    const fits = Math.floor((LIMITS.REQUEST_DEPTH_MAX - 1) / 2);
    expect(requestLimitFault({ deep: nested(fits) })).toBe(null);
    expect(requestLimitFault({ deep: nested(fits + 1) })).toBe('depth');
  });

  it('refuses a list or a text longer than its limit, and leaves files to the upload rules', () => {
    expect(requestLimitFault({ ids: new Array(LIMITS.REQUEST_LIST_MAX).fill(1) })).toBe(null);
    expect(requestLimitFault({ ids: new Array(LIMITS.REQUEST_LIST_MAX + 1).fill(1) })).toBe('list');
    expect(requestLimitFault({ text: 'a'.repeat(LIMITS.REQUEST_TEXT_MAX + 1) })).toBe('text');
    expect(requestLimitFault({ file: new Blob(['x']), n: 1, none: null })).toBe(null);
  });
});

describe('index tree limits', () => {
  const chain = (levels: number) => {
    let nodes: { children: unknown[] }[] = [];
    for (let level = 0; level < levels; level += 1) nodes = [{ children: nodes }];
    return nodes as { children?: never[] }[];
  };

  it('counts levels and entries without recursion', () => {
    expect(indexTreeDepth([])).toBe(0);
    expect(indexTreeDepth(chain(3))).toBe(3);
    expect(indexTreeDepth(chain(5000))).toBe(5000);
    expect(indexTreeSize([{ children: [{}, {}] }, { children: null }])).toBe(4);
  });

  it(`takes ${LIMITS.BOOK_INDEX_DEPTH_MAX} levels and ${LIMITS.BOOK_INDEX_NODES_MAX} entries`, () => {
    expect(indexTreeFault(chain(LIMITS.BOOK_INDEX_DEPTH_MAX))).toBe(null);
    expect(indexTreeFault(chain(LIMITS.BOOK_INDEX_DEPTH_MAX + 1))).toBe('depth');
    const wide = Array.from({ length: LIMITS.BOOK_INDEX_NODES_MAX + 1 }, () => ({}));
    expect(indexTreeFault(wide)).toBe('size');
    expect(indexTreeFault(wide.slice(1))).toBe(null);
  });
});
