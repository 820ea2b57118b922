/**
 * Korean particles whose form depends on the word before them: 이/가, 을/를, 은/는, (으)로, 와/과.
 * A text that puts a particle after a value asks for it by either form (`{name, particle, 으로}`,
 * see `interpolate`), and the value's last sound picks the form, so nobody reads "admin(으)로".
 */

/** Each particle as [after a final consonant, after a vowel]. */
const PARTICLE_PAIRS = [
  ['이', '가'],
  ['을', '를'],
  ['은', '는'],
  ['으로', '로'],
  ['과', '와'],
] as const;

export type KoreanParticle = (typeof PARTICLE_PAIRS)[number][number];

const PAIR_OF = new Map<string, (typeof PARTICLE_PAIRS)[number]>(
  PARTICLE_PAIRS.flatMap((pair) => pair.map((form) => [form, pair] as const)),
);

export function isKoreanParticle(value: string): value is KoreanParticle {
  return PAIR_OF.has(value);
}

/** How a word ends when read aloud; `unknown` for a Latin word, a symbol or nothing. */
export type FinalSound = 'vowel' | 'consonant' | 'rieul' | 'unknown';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Final consonants (jongseong) per syllable block; index 8 of them is ㄹ. */
const FINALS = 28;
const FINAL_RIEUL = 8;

/** Brackets, quotes and spaces after a word are not read: "수학(기초)" ends on 초. */
const UNREAD_TAIL = /[\s)\]}>"'”’」』》〉]+$/u;

/** How each digit is read (Sino-Korean, as numbers in names are): 일, 이, 삼, 사, 오, 육, 칠, 팔, 구. */
const DIGIT_SOUND: readonly FinalSound[] = [
  'consonant', // 0 영
  'rieul', // 1 일
  'vowel', // 2 이
  'consonant', // 3 삼
  'vowel', // 4 사
  'vowel', // 5 오
  'consonant', // 6 육
  'rieul', // 7 칠
  'rieul', // 8 팔
  'vowel', // 9 구
];

/** Ten thousand to the power 1 to 4: 만, 억, 조, 경 (조 alone ends on a vowel). */
const MYRIAD_SOUND: readonly FinalSound[] = ['consonant', 'consonant', 'vowel', 'consonant'];

function numberSound(digits: string): FinalSound {
  const trimmed = digits.replace(/0+$/, '');
  if (trimmed === '') return 'consonant'; // 영
  const zeros = digits.length - trimmed.length;
  if (zeros === 0) return DIGIT_SOUND[Number(trimmed.at(-1))] ?? 'unknown';
  // 십, 백, 천
  if (zeros % 4 !== 0) return 'consonant';
  return MYRIAD_SOUND[zeros / 4 - 1] ?? 'unknown';
}

/** The last sound of a word: a Hangul syllable's final consonant, or a number as it is read. */
export function finalSound(word: string): FinalSound {
  const read = word.replace(UNREAD_TAIL, '');
  const number = /\d[\d,]*$/.exec(read);
  if (number) return numberSound(number[0].replaceAll(',', ''));
  const last = read.codePointAt(read.length - 1);
  if (last === undefined || last < HANGUL_FIRST || last > HANGUL_LAST) return 'unknown';
  const final = (last - HANGUL_FIRST) % FINALS;
  if (final === 0) return 'vowel';
  return final === FINAL_RIEUL ? 'rieul' : 'consonant';
}

/**
 * The form of `particle` (either form of its pair) that fits after `word`: 이/을/은/으로/과 after a
 * final consonant, 가/를/는/로/와 after a vowel, and 로 after ㄹ ("서울로"). A word whose last sound
 * is unknown (Latin letters, a symbol, nothing) gets both forms, "을(를)": a text that can receive
 * such words is phrased so that no particle follows them ("admin 계정으로").
 */
export function particleFor(word: string, particle: KoreanParticle): string {
  const pair = PAIR_OF.get(particle);
  if (!pair) return particle;
  const [afterConsonant, afterVowel] = pair;
  switch (finalSound(word)) {
    case 'vowel':
      return afterVowel;
    case 'rieul':
      return afterVowel === '로' ? afterVowel : afterConsonant;
    case 'consonant':
      return afterConsonant;
    default:
      return afterVowel === '로' ? '(으)로' : `${afterConsonant}(${afterVowel})`;
  }
}

/** The word followed by the form of `particle` that fits it: "워크테스터로", "교재를". */
export function withParticle(word: string, particle: KoreanParticle): string {
  return `${word}${particleFor(word, particle)}`;
}
