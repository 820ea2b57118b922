import { describe, expect, it } from 'vitest';
import {
  bandCentre,
  barPath,
  barSlot,
  markerPath,
  PLOT_MARGIN,
  SERIES_STYLES,
  seriesStyle,
  tickInterval,
  valueY,
  X_AXIS_HEIGHT,
} from './chartGeometry.ts';

describe('chart geometry', () => {
  it('gives every series position its own token colour, dash pattern and dot shape', () => {
    expect(SERIES_STYLES.map((s) => s.color)).toEqual(
      [1, 2, 3, 4].map((n) => `var(--chart-series-${n})`),
    );
    expect(new Set(SERIES_STYLES.map((s) => s.dash ?? 'solid')).size).toBe(4);
    expect(new Set(SERIES_STYLES.map((s) => s.symbol)).size).toBe(4);
    expect(seriesStyle(5)).toBe(SERIES_STYLES[1]);
  });

  it('puts a value between the plot top (highest) and the x axis (lowest)', () => {
    expect(valueY(20, [0, 20], 280)).toBe(PLOT_MARGIN.top);
    expect(valueY(0, [0, 20], 280)).toBe(280 - PLOT_MARGIN.bottom - X_AXIS_HEIGHT);
    expect(valueY(10, [0, 20], 280)).toBeCloseTo((PLOT_MARGIN.top + 280 - X_AXIS_HEIGHT) / 2);
  });

  it('centres a day in its band, after the left margin', () => {
    expect(bandCentre(0, 24)).toBe(PLOT_MARGIN.left + 12);
    expect(bandCentre(9, 24)).toBe(PLOT_MARGIN.left + 228);
  });

  it('draws each dot shape as one closed subpath around its centre', () => {
    for (const shape of ['circle', 'square', 'triangle', 'diamond'] as const) {
      const d = markerPath(shape, 50, 40, 4);
      expect(d.startsWith('M')).toBe(true);
      expect(d.endsWith('Z')).toBe(true);
      expect(d.match(/M/g)).toHaveLength(1);
    }
    expect(markerPath('square', 50, 40, 4)).toBe('M46.4,36.4h7.2v7.2h-7.2Z');
  });

  it('sets a day’s bars side by side inside its band, never wider than the band', () => {
    const band = 30;
    const slots = [0, 1, 2].map((i) => barSlot(i, 3, band));
    expect(slots[0]?.offset).toBeGreaterThan(0);
    const last = slots[2] as { offset: number; width: number };
    expect(last.offset + last.width).toBeLessThan(band);
    expect((slots[1]?.offset ?? 0) - (slots[0]?.offset ?? 0)).toBeGreaterThanOrEqual(
      slots[0]?.width ?? 0,
    );
    // A narrow band still gets bars of at least a pixel, without gaps.
    expect(barSlot(0, 4, 6).width).toBeGreaterThanOrEqual(1);
  });

  it('draws a bar from the zero line up, down for a negative value, and nothing for zero', () => {
    expect(barPath(10, 6, 100, 200)).toBe('M10,100h6v100h-6Z');
    expect(barPath(10, 6, 220, 200)).toBe('M10,200h6v20h-6Z');
    expect(barPath(10, 6, 200, 200)).toBe('');
  });

  it('labels every day when the labels fit, and every n-th when they do not', () => {
    expect(tickInterval(['1', '30'], 32)).toBe(0);
    expect(tickInterval(['01.01', '12.31'], 24)).toBe(1);
    expect(tickInterval(['01.01'], 8)).toBe(5);
    expect(tickInterval(['1'], 0)).toBe(0);
  });
});
