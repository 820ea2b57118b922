/**
 * The two variants of task/list, each a chunk of its own: a student, who lands here on a phone,
 * loads neither the teacher's table nor its create and deploy dialogs. The route's loader starts
 * the signed-in user's variant beside the first read; the page then takes the same module.
 */
export const loadStudentTaskList = () => import('./StudentTaskList.tsx');
export const loadTeacherTaskList = () => import('./TeacherTaskList.tsx');
