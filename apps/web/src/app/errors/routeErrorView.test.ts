import { ApiError } from '@platform/contract';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeErrorView } from './RouteErrorPage.tsx';

describe('what a route error shows (foundation.md §2 "the error page is the fallback")', () => {
  it('shows the unknown-address page for a 404 route error, the system error for other statuses', () => {
    expect(routeErrorView(new ErrorResponse(404, 'Not Found', null))).toEqual({
      kind: 'not-found',
    });
    expect(routeErrorView(new ErrorResponse(500, 'Server Error', null))).toEqual({
      kind: 'system',
      code: null,
    });
  });
  it('shows a failed call as the system error with its code', () => {
    const error = new ApiError({ kind: 'status', status: 400, code: 'WB-400-212', endpoint: 'x' });
    expect(routeErrorView(error)).toEqual({ kind: 'system', code: 'WB-400-212' });
  });
  it('shows a failed call without a code with none (the page shows a dash)', () => {
    const error = new ApiError({ kind: 'network', status: 0, endpoint: 'x' });
    expect(routeErrorView(error)).toEqual({ kind: 'system', code: null });
  });
  it('shows any other error as the system error without a code', () => {
    expect(routeErrorView(new TypeError('x is undefined'))).toEqual({ kind: 'system', code: null });
    expect(routeErrorView('thrown text')).toEqual({ kind: 'system', code: null });
  });
});
