import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as icons from './index.ts';

// Props that every icon accepts, whatever else it needs.
const REQUIRED: Record<string, object> = {
  ChevronIcon: { direction: 'right' },
  DoubleChevronIcon: { direction: 'right' },
  ArrowIcon: { direction: 'right' },
  SortIcon: { direction: 'asc' },
  ToneIcon: { tone: 'info' },
  MarkIcon: { mark: 'correct' },
};

const entries = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as [
  string,
  ComponentType<Record<string, unknown>>,
][];

describe('icons', () => {
  it.each(entries)('%s is decorative, unfocusable and drawn in currentColor', (name, Icon) => {
    const { container } = render(
      <Icon {...REQUIRED[name]} className="size" aria-hidden={false} focusable="true" />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveClass('size');
    const paint = [svg, ...(svg?.querySelectorAll('*') ?? [])].flatMap((element) => [
      element?.getAttribute('fill'),
      element?.getAttribute('stroke'),
    ]);
    expect(paint).toContain('currentColor');
    expect(paint.filter((value) => value && !['none', 'currentColor'].includes(value))).toEqual([]);
  });

  it('draws no path twice', () => {
    const drawn = entries.flatMap(([name, Icon]) => {
      const { container } = render(<Icon {...REQUIRED[name]} />);
      return Array.from(container.querySelectorAll('path'), (path) => path.getAttribute('d'));
    });
    expect(drawn.length).toBeGreaterThan(0);
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});
