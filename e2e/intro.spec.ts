import type { Locator, Page } from '@playwright/test';
import { expect, openPublic, test } from './app.ts';

/*
 * The public site (issue 23): a parent sends an enquiry by keyboard alone and the mock holds
 * exactly it; the FAQ opens one answer at a time; a prerendered page hydrates in Korean (its
 * markup is kept, not drawn again) and renders in English without hydrating.
 */

/** Presses Tab until `target` has the focus, as a keyboard user moves through the form. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('a parent sends an enquiry for a middle-school student by keyboard, with two evenings', async ({
    page,
  }) => {
    await openPublic(page, '/intro/contact');
    await expect(page.getByRole('heading', { level: 1, name: '입학 상담 신청' })).toBeVisible();
    const form = page.getByRole('tabpanel');
    await expect(form.getByText(/상담 신청을 받습니다/)).toBeVisible();

    await tabTo(page, form.getByRole('textbox', { name: /^이름/ }));
    await page.keyboard.type('홍길동');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01012345678');

    await tabTo(page, form.getByRole('radio', { name: '학부모' }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('radio', { name: '초등학교' }));
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '중학교' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: '중학교' })).toBeChecked();

    await tabTo(page, form.getByRole('combobox', { name: /^학년/ }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('combobox', { name: /^학년/ })).toHaveValue('2');
    await tabTo(page, form.getByRole('combobox', { name: /^희망 선생님/ }));
    await page.keyboard.press('ArrowDown');
    const teacher = await form
      .getByRole('combobox', { name: /^희망 선생님/ })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    expect(teacher).not.toBe('');

    // The grid: Monday 19:00 and Wednesday 19:00, each a two-hour class.
    await tabTo(
      page,
      form.getByRole('grid').getByRole('gridcell').and(page.locator('[tabindex="0"]')),
    );
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(form.getByRole('gridcell', { selected: true })).toHaveCount(8);

    await tabTo(page, form.getByRole('textbox', { name: /^문의 내용/ }));
    await page.keyboard.type('중학교 2학년 함수 단원이 어렵습니다.');
    await tabTo(page, form.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: '상담 신청하기' }));
    await page.keyboard.press('Enter');

    await expect(page.locator('[data-slot="toast-message"]')).toContainText(
      '상담 신청이 접수되었습니다.',
    );
    // The form starts over.
    await expect(form.getByRole('textbox', { name: /^이름/ })).toHaveValue('');
    await expect(form.getByRole('gridcell', { selected: true })).toHaveCount(0);

    const mails = await page.evaluate(() =>
      (window.platformMocks?.db.introMails ?? []).map((mail) => ({
        kind: mail.kind,
        enquiry: 'enquiry' in mail ? mail.enquiry : null,
        individualPace: 'individualPace' in mail ? mail.individualPace : null,
      })),
    );
    expect(mails).toEqual([
      {
        kind: 'enquiry',
        individualPace: false,
        enquiry: {
          name: '홍길동',
          phone: '01012345678',
          author: 'parent',
          teacher,
          grade: 'middle',
          gradeDetail: 2,
          content: '중학교 2학년 함수 단원이 어렵습니다.',
          agreement: true,
          marketing: false,
          timeSlots: [
            { day: 'MON', start: '19:00' },
            { day: 'WED', start: '19:00' },
          ],
        },
      },
    ]);
  });

  test('the FAQ opens one answer at a time, and a question’s link opens it', async ({ page }) => {
    await openPublic(page, '/intro/help/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const questions = page.locator('main button[aria-expanded]');
    await expect(questions.nth(1)).toBeVisible();
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);

    const anchor = await questions
      .nth(2)
      .evaluate((button) => button.closest('[id^="faq-"]')?.id ?? '');
    expect(anchor).not.toBe('');
    await openPublic(page, `/intro/help/faq#${anchor}`);
    await expect(page.locator(`#${anchor} button[aria-expanded]`)).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a prerendered page hydrates: its markup is the one the build wrote', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Marks the prerendered heading before any script runs; a render from scratch would drop it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('#root h1')?.setAttribute('data-from-html', '');
      });
    });
    for (const path of ['/intro/academy', '/intro/personalClass/price', '/terms/policy']) {
      await openPublic(page, path);
      await expect(page.locator('#root[data-prerendered="ko"] h1[data-from-html]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    }
    expect(problems.filter((text) => !/status of 50[01]/.test(text))).toEqual([]);
  });
});

test.describe('the prerendered HTML alone, on a short phone screen', () => {
  // No script: what a phone paints before the app has loaded. The time grid lies far below a
  // 320 px high screen, so the browser keeps skipping its layout (content-visibility: auto).
  test.use({ locale: 'ko-KR', javaScriptEnabled: false, viewport: { width: 390, height: 320 } });

  test('contactGridWidenedThePhonePage: the contact page fits the screen while its time grid is skipped', async ({
    page,
  }) => {
    await page.goto('/intro/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      heading: Math.round(document.querySelector('h1')?.getBoundingClientRect().right ?? 0),
      screen: window.innerWidth,
    }));
    expect(widths.heading).toBeGreaterThan(0);
    expect(widths.heading).toBeLessThanOrEqual(widths.screen);
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('a prerendered page renders in English without hydrating the Korean markup', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await openPublic(page, '/intro/contact?type=PRIVATE');
    await expect(page.getByRole('heading', { level: 1, name: 'Admission enquiry' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Individual-pace class' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Individual-pace is offered to middle school only.
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Middle school' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'High school' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Admission enquiry/);
    expect(problems).toEqual([]);
  });
});
