import { describe, expect, it } from 'vitest';

import {
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageFileProblem,
  imageTypeFromBytes,
  NOTHING_TO_CHANGE,
  partnerProfileSchema,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_SAME_MESSAGE,
  passwordChangeFormSchema,
  passwordChangeSchema,
} from '@/lib/validations/profile';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const WEBP = new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBP')]);

describe('imageTypeFromBytes', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageTypeFromBytes(JPEG)).toBe('jpeg');
    expect(imageTypeFromBytes(PNG)).toBe('png');
    expect(imageTypeFromBytes(WEBP)).toBe('webp');
  });

  it('refuses everything else, including a RIFF that is not WebP and too few bytes', () => {
    expect(imageTypeFromBytes(new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')]))).toBeNull();
    expect(imageTypeFromBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeFromBytes(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(imageTypeFromBytes(bytes(0xff, 0xd8))).toBeNull();
    expect(imageTypeFromBytes(bytes())).toBeNull();
  });
});

describe('imageFileProblem', () => {
  it("gives the server's messages for missing, empty, oversize and wrongly typed files", async () => {
    expect(await imageFileProblem(null)).toBe(IMAGE_MESSAGES.missing);
    expect(await imageFileProblem(new File([], 'a.png'))).toBe(IMAGE_MESSAGES.missing);
    expect(await imageFileProblem(new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'a.png'))).toBe(IMAGE_MESSAGES.size);
    expect(await imageFileProblem(new File(['just text'], 'photo.png', { type: 'image/png' }))).toBe(IMAGE_MESSAGES.type);
    expect(await imageFileProblem(new File([PNG], 'renamed.txt', { type: 'text/plain' }))).toBeNull();
  });
});

describe('password change', () => {
  it('needs both passwords, a long enough new one, different from the current', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'old-pass-1', newPassword: 'new-pass-22' }).success).toBe(true);
    const same = passwordChangeSchema.safeParse({ currentPassword: 'same-pass-1', newPassword: 'same-pass-1' });
    expect(same.error?.issues[0]).toMatchObject({ path: ['newPassword'], message: PASSWORD_SAME_MESSAGE });
    const short = passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'short' });
    expect(short.error?.issues[0]?.message).toBe('New password must be at least 8 characters.');
  });

  it('the form also checks the confirmation', () => {
    const mismatch = passwordChangeFormSchema.safeParse({
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-22',
      confirmPassword: 'new-pass-23',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: PASSWORD_MISMATCH_MESSAGE });
  });
});

describe('partnerProfileSchema', () => {
  it('turns an empty firm or city into null (clear) and leaves absent ones alone', () => {
    expect(partnerProfileSchema.parse({ firm: '  ', city: 'Pune' })).toEqual({ firm: null, city: 'Pune' });
    expect(partnerProfileSchema.parse({ fullName: 'Kiran Rao' })).toEqual({ fullName: 'Kiran Rao' });
  });

  it('refuses an empty change', () => {
    expect(partnerProfileSchema.safeParse({}).error?.issues[0]?.message).toBe(NOTHING_TO_CHANGE);
  });
});
