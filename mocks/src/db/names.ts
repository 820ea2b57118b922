import type { Rng } from '../random.ts';

const SURNAMES = [
  '김',
  '이',
  '박',
  '최',
  '정',
  '강',
  '조',
  '윤',
  '장',
  '임',
  '한',
  '오',
  '서',
  '신',
  '권',
  '황',
  '안',
  '송',
  '류',
  '홍',
] as const;
const GIVEN_NAMES = [
  '민준',
  '서연',
  '도윤',
  '하은',
  '지호',
  '서윤',
  '예준',
  '지우',
  '시우',
  '하린',
  '주원',
  '수아',
  '지민',
  '윤서',
  '건우',
  '채원',
  '현우',
  '지유',
  '우진',
  '다은',
  '선우',
  '소율',
  '연우',
  '예린',
  '유준',
  '수빈',
  '정우',
  '지아',
  '승현',
  '하윤',
] as const;

/** A Korean full name (surname plus a two-syllable given name). */
export function koreanName(rng: Rng): string {
  return `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`;
}

/** A mobile number as people type it (010-1234-5678), at most the 16 characters of the phone limit. */
export function mobileNumber(rng: Rng): string {
  return `010-${rng.int(2000, 9999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
}
