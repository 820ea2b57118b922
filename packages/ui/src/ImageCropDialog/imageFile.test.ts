import { describe, expect, it } from 'vitest';
import { checkProfileImage, croppedFileName, PROFILE_IMAGE_ACCEPT } from './imageFile.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkProfileImage (foundation.md §5 "Profile image must be an image type")', () => {
  it('accepts the contract image types', () => {
    for (const name of ['me.png', 'me.JPG', 'me.jpeg', 'me.gif']) {
      expect(checkProfileImage(file(name, 'image/png'))).toBeNull();
    }
  });

  it('refuses other files with the profile picture message and the file name', () => {
    expect(checkProfileImage(file('notes.txt', 'text/plain'))).toEqual({
      fileName: 'notes.txt',
      rule: 'extension',
      fault: { key: 'valid.profileImage', params: { list: 'png, jpeg, jpg, gif' } },
    });
  });

  it('refuses a non-image disguised with an image extension', () => {
    expect(checkProfileImage(file('fake.png', 'application/pdf'))).toMatchObject({
      fileName: 'fake.png',
      fault: { key: 'valid.profileImage' },
    });
  });

  it('refuses jfif as a type, as the contract does everywhere', () => {
    expect(checkProfileImage(file('me.jfif', 'image/jpeg'))?.fault.key).toBe('valid.fileType');
  });

  it('offers the same extensions to the file chooser', () => {
    expect(PROFILE_IMAGE_ACCEPT).toBe('.png,.jpeg,.jpg,.gif');
  });
});

describe('croppedFileName', () => {
  it('keeps the name and takes the output extension', () => {
    expect(croppedFileName('홍길동.jpeg')).toBe('홍길동.png');
    expect(croppedFileName('no-extension')).toBe('no-extension.png');
    expect(croppedFileName('')).toBe('profile.png');
  });
});
