import { describe, expect, it } from 'vitest';
import { idleLaunch, type LaunchEvent, type LaunchState, launchReducer } from './launchFlow.ts';

const run = (...events: LaunchEvent[]): LaunchState => events.reduce(launchReducer, idleLaunch);
const start: LaunchEvent = { type: 'start' };
const reachable: LaunchEvent = { type: 'agentChecked', reachable: true };

describe('the join flow (screens.md §4: check, process, done)', () => {
  it('checks, processes, and is done', () => {
    expect(run(start).step).toBe('checking');
    expect(run(start, reachable).step).toBe('processing');
    expect(run(start, reachable, { type: 'launched', outcome: { ok: true } }).step).toBe(
      'processing',
    );
    expect(
      run(start, reachable, { type: 'launched', outcome: { ok: true } }, { type: 'processed' }),
    ).toEqual({ step: 'done', problem: null });
  });

  it('opens the install modal when no agent answers, and starts over from it', () => {
    const install = run(start, { type: 'agentChecked', reachable: false });
    expect(install).toEqual({ step: 'install', problem: null });
    expect(launchReducer(install, start).step).toBe('checking');
    expect(
      run(start, reachable, {
        type: 'launched',
        outcome: { ok: false, kind: 'agentNotConnected' },
      }).step,
    ).toBe('install');
  });

  it('ends with the problem to show for an already running or failing client', () => {
    expect(
      run(start, reachable, { type: 'launched', outcome: { ok: false, kind: 'alreadyRunning' } }),
    ).toEqual({ step: 'idle', problem: 'alreadyRunning' });
    expect(
      run(start, reachable, { type: 'launched', outcome: { ok: false, kind: 'other' } }),
    ).toEqual({ step: 'idle', problem: 'other' });
  });

  it('ignores late answers of a run that was stopped', () => {
    const stopped = run(start, { type: 'stop' });
    expect(launchReducer(stopped, reachable)).toBe(stopped);
    expect(launchReducer(stopped, { type: 'processed' })).toBe(stopped);
    expect(
      launchReducer(stopped, { type: 'launched', outcome: { ok: false, kind: 'other' } }),
    ).toBe(stopped);
  });
});
