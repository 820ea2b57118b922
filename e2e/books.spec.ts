import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, goTo, logOut, openDemo, pickStudent, signInAs, test, twoStudents } from './app.ts';

/*
 * Books and homework end to end (issue 8 item 9), in English like the other specs, on the demo
 * build's mock server: a teacher registers a workbook from a worksheet PDF and a quick-answer PDF,
 * edits its table of contents, and deploys pages 3 to 12 to two students; the demo student sees
 * the homework and starts it (the fake local agent records the launch with those ten pages);
 * the agent then submits the note as the classroom client would, and the teacher's counts
 * change from 0 / 2 to 1 / 1, and removing the homework is refused. The demo keeps its database
 * in IndexedDB, so the whole story runs in one browser context.
 */

test.use({ locale: 'en-US' });

const BOOK = 'Linear equations workbook';
const HOMEWORK = 'Equations, pages 3 to 12';
const WORKSHEET_PAGES = 14;

/** A real PDF of `pages` pages, each showing its number, as the mock reads it with pdf.js. */
async function makePdf(label: string, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage([300, 420]).drawText(`${label} ${page}`, { x: 40, y: 210, size: 24, font });
  }
  return Buffer.from(await doc.save());
}

/** Opens a book's row menu on the textbooks screen and picks an item. */
async function bookAction(page: Page, bookName: string, action: string) {
  await page.getByRole('button', { name: `${bookName}: more actions`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: action, exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** The teacher's homework row, its two count buttons and its remove button. */
function homeworkRow(page: Page, name: string) {
  const table = page.getByRole('table', { name: 'Homework list' });
  return {
    row: table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) }),
    counts: (submitted: number, notSubmitted: number) => [
      table.getByRole('button', { name: `Submitters of ${name}: ${submitted}`, exact: true }),
      table.getByRole('button', {
        name: `Non-submitters of ${name}: ${notSubmitted}`,
        exact: true,
      }),
    ],
    remove: table.getByRole('button', { name: `Remove ${name}`, exact: true }),
  };
}

test('a teacher registers a workbook, edits its index and deploys pages 3-12 to two students; a submission changes the counts and blocks removal', async ({
  page,
}) => {
  // The machine is shared and each screen loads its modules lazily: a long story.
  test.setTimeout(420_000);
  await openDemo(page, '/demo');
  const [student, otherStudent] = await twoStudents(page);

  // --- The teacher registers a workbook from its worksheet and quick-answer PDFs. ---
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/manage/book/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Textbooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Register a book', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Register a book' });
  await form.getByRole('radio', { name: 'Workbook', exact: true }).check();
  await form.getByRole('textbox', { name: /^Book name/ }).fill(BOOK);
  // The contract's suffixes (packages/contract/src/validation/bookUpload.ts) tell the two apart.
  await form.getByLabel('Choose Worksheet PDF', { exact: true }).setInputFiles({
    name: 'equations_worksheet.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Worksheet page', WORKSHEET_PAGES),
  });
  await form.getByLabel('Choose Quick-answer PDF', { exact: true }).setInputFiles({
    name: 'equations_answer.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Answers page', 2),
  });
  await expect(form.getByText('equations_worksheet.pdf')).toBeVisible();
  await expect(form.getByText('equations_answer.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`${BOOK} registered.`).first()).toBeVisible();

  const books = page.getByRole('table', { name: 'Textbooks' });
  const bookRow = books
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(BOOK) }) });
  // The page count was read from the worksheet PDF itself.
  await expect(bookRow.getByText(`${WORKSHEET_PAGES} pp.`, { exact: true })).toBeVisible();
  await expect(bookRow.getByText('Workbook', { exact: true })).toBeVisible();
  await expect(bookRow.getByText('Mine', { exact: true })).toBeVisible();

  // --- Its table of contents: two chapters, the second from page 3. ---
  await bookAction(page, BOOK, 'Details');
  const detail = page.getByRole('dialog', { name: BOOK });
  await detail.getByRole('tab', { name: 'Table of contents' }).click();
  await detail.getByRole('button', { name: 'Edit table of contents' }).click();
  await detail.getByRole('button', { name: 'Add entry', exact: true }).click();
  await detail.getByRole('textbox', { name: 'Title of entry 1 at level 1' }).fill('1. Warm-up');
  await detail.getByRole('textbox', { name: 'Start page of 1. Warm-up' }).fill('1');
  await detail.getByRole('button', { name: 'Add an entry after 1. Warm-up' }).click();
  await detail
    .getByRole('textbox', { name: 'Title of entry 2 at level 1' })
    .fill('2. Linear equations');
  await detail.getByRole('textbox', { name: 'Start page of 2. Linear equations' }).fill('3');
  await detail.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Table of contents saved.').first()).toBeVisible();
  const contents = detail.getByRole('tree', { name: 'Table of contents' });
  await expect(contents.getByRole('treeitem')).toHaveText([
    /1\. Warm-up\s*p\. 1/,
    /2\. Linear equations\s*p\. 3/,
  ]);
  await expect
    .poll(() =>
      page.evaluate(
        (name) =>
          window.platformMocks?.db.books
            .find((book) => book.bookName === name)
            ?.indexNode.map((node) => [node.title, node.startPage]),
        BOOK,
      ),
    )
    .toEqual([
      ['1. Warm-up', 1],
      ['2. Linear equations', 3],
    ]);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // --- Deploy pages 3 to 12 to the two students. ---
  await bookAction(page, BOOK, 'Deploy as homework');
  const deploy = page.getByRole('dialog', { name: 'Deploy homework' });
  await expect(deploy.getByText(`${BOOK} (${WORKSHEET_PAGES} pages)`)).toBeVisible();
  await deploy.getByRole('textbox', { name: /^Homework name/ }).fill(HOMEWORK);
  await deploy.getByRole('button', { name: 'Choose submitters', exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose submitters' });
  await pickStudent(picker, student);
  await pickStudent(picker, otherStudent);
  await expect(picker.getByText('2 selected', { exact: true })).toBeVisible();
  await picker.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(deploy.getByText('2 selected', { exact: true })).toBeVisible();
  // The end follows the start: start + 9.
  await deploy.getByRole('textbox', { name: /^Start page/ }).fill('3');
  await expect(deploy.getByRole('textbox', { name: /^End page/ })).toHaveValue('12');
  await deploy.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(deploy).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(`Homework ${HOMEWORK} deployed.`).first()).toBeVisible();

  const deployed = await page.evaluate((name) => {
    const db = window.platformMocks?.db;
    const task = db?.tasks.find((row) => row.taskName === name);
    if (!db || !task) return null;
    return {
      taskIdx: task.taskIdx,
      pages: [task.startPage, task.endPage],
      submitters: db.taskUsers
        .filter((row) => row.taskIdx === task.taskIdx)
        .map((row) => row.userIdx)
        .sort((a, b) => a - b),
    };
  }, HOMEWORK);
  expect(deployed).toMatchObject({
    pages: [3, 12],
    submitters: [student.userIdx, otherStudent.userIdx].sort((a, b) => a - b),
  });

  // The teacher's homework list: nobody has submitted, both have not.
  await goTo(page, '/demo/task/list');
  let homework = homeworkRow(page, HOMEWORK);
  for (const count of homework.counts(0, 2)) await expect(count).toBeVisible();

  // --- The student sees the homework and starts it: the agent launches the client. ---
  await logOut(page);
  await signInAs(page, 'student');
  await goTo(page, '/demo/task/list');
  const start = page.getByRole('button', { name: `Start ${HOMEWORK}`, exact: true });
  await expect(start).toBeVisible();
  await start.click();
  await expect
    .poll(() => page.evaluate(() => window.platformMocks?.agent.lastLaunch ?? null), {
      timeout: 30_000,
    })
    .toMatchObject({
      command: 'newStart',
      room: { taskIdx: deployed?.taskIdx },
      user: { userIdx: student.userIdx },
      language: 'en',
      outcome: 'launched',
    });
  // A new start hands over the ten pages of the range, 3 to 12.
  const pageUrls = await page.evaluate(() => {
    const list = window.platformMocks?.agent.lastLaunch?.room.pageUrlList;
    return Array.isArray(list) ? list.length : null;
  });
  expect(pageUrls).toBe(10);
  const entering = page.getByRole('dialog', { name: 'Opening the homework' });
  await expect(entering.getByText('The homework has opened in the classroom app.')).toBeVisible();
  await entering.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(entering).toBeHidden();

  // The classroom client submits the note (the fake agent plays it).
  await page.evaluate(() => {
    window.platformMocks?.agent.submitNote();
  });

  // --- The teacher's counts change, and the homework can no longer be removed. ---
  await logOut(page);
  await signInAs(page, 'teacher');
  await goTo(page, '/demo/task/list');
  homework = homeworkRow(page, HOMEWORK);
  for (const count of homework.counts(1, 1)) await expect(count).toBeVisible();
  await homework.remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove homework' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm.getByText('This homework has already been submitted.')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        (taskIdx) => window.platformMocks?.db.tasks.some((task) => task.taskIdx === taskIdx),
        deployed?.taskIdx,
      ),
    )
    .toBe(true);
});
