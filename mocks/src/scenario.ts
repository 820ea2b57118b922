import { type EndpointName, endpoints, isServerErrorCode } from '@platform/contract';
import { SUMMARY_DELAY_MS } from './db/areas/classSummaries.ts';
import { onResetDb } from './db/index.ts';

/** What the fake local agent answers to a launch (see agent/). */
export type AgentMode = 'ready' | 'notInstalled' | 'alreadyRunning';

export interface ForcedError {
  code: string;
  /** How many calls still fail; null for every call until cleared. */
  remaining: number | null;
}

/**
 * One settlement row whose fee save (logMeetFee.SAVE) fails: the save of that (meetIdx, userIdx)
 * answers `code` instead of saving, `remaining` more times; then it saves again (so a retry
 * works). Only a save that would otherwise succeed fails and counts; other rows save as usual.
 */
export interface FeeSaveFailure {
  meetIdx: number;
  userIdx: number;
  /** A code of the error catalogue; FEE_SAVE_FAILURE_CODE unless set. */
  code: string;
  remaining: number;
}

/** What a failing fee save answers unless the switch names a code (WB-400-212, bad request). */
export const FEE_SAVE_FAILURE_CODE = 'WB-400-212';

/** How `feeSaveFails` is set: the row, and how often (1 unless set) with which code. */
export interface FeeSaveFailureInput {
  meetIdx: number;
  userIdx: number;
  /** How many saves of that row fail before one succeeds (1 or more; default 1). */
  times?: number;
  code?: string;
}

/** The switches a story, a test or the demo app sets. All off after `resetDb()`. */
export interface ScenarioState {
  /** SYSTEM_EMERGENCY_MODE=1 in every configuration the server hands out (foundation.md §4). */
  emergencyMode: boolean;
  /** Every institution's licence has expired: logins answer WB-400-006. */
  licenseExpired: boolean;
  /** Each access token answers 401 after this many authorised calls (null: only its lifetime counts). */
  tokenExpiresAfterCalls: number | null;
  /** A code a named call answers with instead of its work (by catalogue name, e.g. 'user.GET_ME'). */
  forcedErrors: Partial<Record<EndpointName, ForcedError>>;
  /** Added to every answer of the mock server and of the agent, in milliseconds. */
  latencyMs: number;
  /** What the local agent does with a launch. */
  agent: AgentMode;
  /**
   * How long an AI summary takes (logMeetSummary.SAVE): it reads 1 (in progress) for this many
   * milliseconds after it was asked, then 2 (or 0, see summaryFails). Default SUMMARY_DELAY_MS.
   */
  summaryDelayMs: number;
  /** The AI summaries asked for from now on end in error: back to 0 instead of 2. */
  summaryFails: boolean;
  /** One settlement row whose fee save fails a number of times (null: every save works). */
  feeSaveFails: FeeSaveFailure | null;
}

const initialState = (): ScenarioState => ({
  emergencyMode: false,
  licenseExpired: false,
  tokenExpiresAfterCalls: null,
  forcedErrors: {},
  latencyMs: 0,
  agent: 'ready',
  summaryDelayMs: SUMMARY_DELAY_MS,
  summaryFails: false,
  feeSaveFails: null,
});

let state: ScenarioState = initialState();

export type ScenarioInput = Partial<Omit<ScenarioState, 'forcedErrors' | 'feeSaveFails'>> & {
  /** Codes by call name; each fails every call until cleared. */
  forcedErrors?: Partial<Record<EndpointName, string>>;
  /** A settlement row whose fee save fails (`times` times, once unless set); null: none. */
  feeSaveFails?: FeeSaveFailureInput | null;
};

function checkForcedError(name: EndpointName, code: string): void {
  if (!(name in endpoints)) throw new RangeError(`No call named ${name} in the catalogue`);
  if (!isServerErrorCode(code)) throw new RangeError(`Not a server error code: ${code}`);
}

const isPositiveInt = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

function feeSaveFailureOf(input: FeeSaveFailureInput | null): FeeSaveFailure | null {
  if (input === null) return null;
  const { meetIdx, userIdx, times = 1, code = FEE_SAVE_FAILURE_CODE } = input;
  if (!isPositiveInt(meetIdx) || !isPositiveInt(userIdx)) {
    throw new RangeError('feeSaveFails needs a meetIdx and a userIdx of 1 or more');
  }
  if (!isPositiveInt(times)) throw new RangeError('feeSaveFails.times must be 1 or more');
  if (!isServerErrorCode(code)) throw new RangeError(`Not a server error code: ${code}`);
  return { meetIdx, userIdx, code, remaining: times };
}

/**
 * The scenario switches. Typed, checked (an unknown call name or a malformed code throws), and
 * reset with the database, so no story or test leaks its scenario into the next.
 */
export const scenario = {
  /** The current switches (a copy). */
  get state(): Readonly<ScenarioState> {
    return {
      ...state,
      forcedErrors: { ...state.forcedErrors },
      feeSaveFails: state.feeSaveFails && { ...state.feeSaveFails },
    };
  },
  /** Sets some switches, leaving the others as they are. */
  set(input: ScenarioInput): void {
    const { forcedErrors, feeSaveFails, ...rest } = input;
    if (rest.tokenExpiresAfterCalls != null && !(rest.tokenExpiresAfterCalls >= 1)) {
      throw new RangeError('tokenExpiresAfterCalls must be 1 or more');
    }
    if (rest.latencyMs != null && !(rest.latencyMs >= 0)) {
      throw new RangeError('latencyMs must be 0 or more');
    }
    if (rest.summaryDelayMs != null && !(rest.summaryDelayMs >= 0)) {
      throw new RangeError('summaryDelayMs must be 0 or more');
    }
    const failing =
      feeSaveFails === undefined ? state.feeSaveFails : feeSaveFailureOf(feeSaveFails);
    state = { ...state, ...rest, feeSaveFails: failing };
    for (const [name, code] of Object.entries(forcedErrors ?? {})) {
      if (code) scenario.forceError(name as EndpointName, code);
    }
  },
  /** The named call answers with `code`, every time or the next `times` times. */
  forceError(name: EndpointName, code: string, options: { times?: number } = {}): void {
    checkForcedError(name, code);
    state.forcedErrors = {
      ...state.forcedErrors,
      [name]: { code, remaining: options.times ?? null },
    };
  },
  clearError(name: EndpointName): void {
    const { [name]: _cleared, ...others } = state.forcedErrors;
    state.forcedErrors = others;
  },
  reset(): void {
    state = initialState();
  },
};

/** The forced code of a call, counting one use of it; null when none. For the router only. */
export function takeForcedError(name: EndpointName): string | null {
  const forced = state.forcedErrors[name];
  if (!forced) return null;
  if (forced.remaining !== null) {
    if (forced.remaining <= 1) scenario.clearError(name);
    else
      state.forcedErrors = {
        ...state.forcedErrors,
        [name]: { ...forced, remaining: forced.remaining - 1 },
      };
  }
  return forced.code;
}

/**
 * The code a fee save of (meetIdx, userIdx) fails with, counting one use of the switch; null when
 * that row saves. For logMeetFee.SAVE only (handlers/classFees.ts).
 */
export function takeFeeSaveFailure(meetIdx: number, userIdx: number): string | null {
  const failing = state.feeSaveFails;
  if (!failing || failing.meetIdx !== meetIdx || failing.userIdx !== userIdx) return null;
  state.feeSaveFails =
    failing.remaining <= 1 ? null : { ...failing, remaining: failing.remaining - 1 };
  return failing.code;
}

/** Waits the scenario's latency. */
export async function scenarioLatency(): Promise<void> {
  if (state.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
}

onResetDb(() => scenario.reset());
