import { describe, expect, it } from 'vitest';
import { whiteboardPageOf } from './whiteboardPages.ts';

describe('the whiteboard page of a route handle', () => {
  it('reads the first part of the route path', () => {
    expect(whiteboardPageOf({ whiteboardPage: 'textbook' })).toBe('textbook');
    expect(whiteboardPageOf({ whiteboardPage: 'youtube/:youtubeId' })).toBe('youtube');
    expect(whiteboardPageOf({ whiteboardPage: 'roomBook' })).toBe('roomBook');
  });
  it('is null for any other handle', () => {
    expect(whiteboardPageOf(undefined)).toBeNull();
    expect(whiteboardPageOf({ screen: {} })).toBeNull();
    expect(whiteboardPageOf({ whiteboardPage: 'other' })).toBeNull();
    expect(whiteboardPageOf({ whiteboardPage: 3 })).toBeNull();
  });
});
