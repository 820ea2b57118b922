import { describe, expect, it } from 'vitest';
import { isAndroidOrIos, SUPPORT_CONTACTS, telHref } from './supportContacts.ts';

const ua = {
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

describe('tel and mailto only on Android or iOS (screens.md §2.6)', () => {
  it('accepts Android phones and tablets, iPhones and iPads', () => {
    expect(isAndroidOrIos({ userAgent: ua.android })).toBe(true);
    expect(isAndroidOrIos({ userAgent: ua.androidTablet })).toBe(true);
    expect(isAndroidOrIos({ userAgent: ua.iphone })).toBe(true);
  });
  it('takes a touch Mac for the iPad it is, and a Mac without touch for a Mac', () => {
    expect(isAndroidOrIos({ userAgent: ua.ipadDesktopMode, maxTouchPoints: 5 })).toBe(true);
    expect(isAndroidOrIos({ userAgent: ua.ipadDesktopMode, maxTouchPoints: 0 })).toBe(false);
    expect(isAndroidOrIos({ userAgent: ua.ipadDesktopMode })).toBe(false);
  });
  it('refuses desktops, touch screen or not', () => {
    expect(isAndroidOrIos({ userAgent: ua.windows, maxTouchPoints: 10 })).toBe(false);
    expect(isAndroidOrIos({ userAgent: ua.linux })).toBe(false);
    // Linux is not Android.
    expect(isAndroidOrIos({ userAgent: 'Mozilla/5.0 (X11; Linux armv7l)' })).toBe(false);
  });
});

describe('the support contacts', () => {
  it('dial the digits of the phone number', () => {
    expect(telHref('1600-0000')).toBe('tel:16000000');
    expect(telHref('+82 2-000-0000')).toBe('tel:+8220000000');
    expect(telHref(SUPPORT_CONTACTS.phone)).toMatch(/^tel:\+?\d+$/);
  });
  it("have the service operator's e-mail address for the terms", () => {
    expect(SUPPORT_CONTACTS.email).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/);
  });
});
