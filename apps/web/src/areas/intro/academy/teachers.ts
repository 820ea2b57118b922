import type { EnquiryGrade } from '@platform/contract';

/**
 * The academy's six teachers (screens.md §2.1 "/intro/academy/teacher: six teacher profiles"),
 * listed once: the teachers page shows them and the enquiry form offers them ("teacher from the
 * six profiles", issue 23 item 4). assumed: every teacher is fictional, and so is every word of
 * their profiles (academy/texts.ts); `id` is stable and never shown, and the name's text is what
 * a person reads and picks.
 */
const profile = <const Id extends string>(id: Id, grades: readonly EnquiryGrade[]) => ({
  id,
  /** The school levels the teacher teaches (the enquiry's grade values). */
  grades,
  nameKey: `intro.teacher.${id}.name` as const,
  subjectKey: `intro.teacher.${id}.subject` as const,
  gradesKey: `intro.teacher.${id}.grades` as const,
  philosophyKey: `intro.teacher.${id}.philosophy` as const,
  credentialKeys: [
    `intro.teacher.${id}.credential1`,
    `intro.teacher.${id}.credential2`,
    `intro.teacher.${id}.credential3`,
  ] as const,
});

export const TEACHERS = [
  profile('kim-seoyeon', ['high']),
  profile('park-jihoon', ['middle', 'high']),
  profile('lee-minji', ['elementary', 'middle']),
  profile('choi-donghyun', ['high']),
  profile('jung-hayoon', ['middle']),
  profile('han-jaewon', ['elementary']),
] as const;

export type Teacher = (typeof TEACHERS)[number];
export type TeacherId = Teacher['id'];

export const TEACHER_IDS: readonly TeacherId[] = TEACHERS.map((teacher) => teacher.id);

export function teacherById(id: string): Teacher | undefined {
  return TEACHERS.find((teacher) => teacher.id === id);
}
