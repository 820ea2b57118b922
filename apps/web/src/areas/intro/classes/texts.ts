import { defineCatalog } from '@platform/contract';

/**
 * The class-method pages, /intro/personalClass and /intro/privateClass (screens.md §2.1). The
 * facts are the spec's: class lengths and frequencies of §9 "Public fees", elementary classes of
 * 60 minutes only, individual-pace for middle school only with at least two classes a week, and
 * weekday evening time slots (§5 Enquiry, §9). Lengths, counts and times come from
 * @platform/contract as params. assumed: every wording, and the course of a class (enquiry, level
 * test, live class with class notes, homework, weekly report to the parents; for individual-pace a
 * weekend test hour), which the spec does not describe.
 */
export const classTexts = defineCatalog({
  en: {
    'intro.classes.forTitle': 'Who it is for',
    'intro.classes.howTitle': 'How the classes run',
    'intro.classes.scheduleTitle': 'Class lengths and times',
    'intro.classes.feesTitle': 'Fees',
    'intro.classes.lengths': 'Class length',
    'intro.classes.weekly': 'Classes a week',
    'intro.classes.times': 'Class times',
    'intro.classes.slots': 'Weekday evenings, Monday to Friday, {from} to {until}',
    'intro.classes.feesFrom': 'From {amount} a month. Fees are paid after the first lesson.',

    'intro.personalClass.title': 'One-to-one class',
    'intro.personalClass.lead':
      'One teacher, one student. A live online math class shaped around your child’s level and goals, for elementary, middle and high school students.',
    'intro.personalClass.for.1':
      'Students who need a class fitted to them alone, from elementary to high school',
    'intro.personalClass.for.2': 'Students who need to rebuild the basics from the start',
    'intro.personalClass.for.3':
      'Students preparing for school exams or the college entrance exam who want to fill in weak units',
    'intro.personalClass.for.4':
      'Students with many questions, who learn best by asking and hearing the answer at once',
    'intro.personalClass.step.enquiry.title': 'Enquiry',
    'intro.personalClass.step.enquiry.body':
      'Tell us the grade and the evenings that suit you, and we call you back to talk it through.',
    'intro.personalClass.step.levelTest.title': 'Level test',
    'intro.personalClass.step.levelTest.body':
      'A short test before the first class shows where your child stands and which units are weak. The teacher then chooses the workbook and the pace.',
    'intro.personalClass.step.live.title': 'Live one-to-one class',
    'intro.personalClass.step.live.body':
      'Teacher and student meet in our online classroom and work on the same page. What the teacher writes and explains is kept as class notes, to read again at any time.',
    'intro.personalClass.step.homework.title': 'Homework',
    'intro.personalClass.step.homework.body':
      'After each class the teacher sets workbook pages as homework. The student solves and hands them in in the online classroom; the teacher marks them and goes over the mistakes in the next class.',
    'intro.personalClass.step.report.title': 'Weekly report',
    'intro.personalClass.step.report.body':
      'Every week the parents receive what was covered, how the homework went and the plan for the next week.',
    'intro.personalClass.elementaryNote':
      'Elementary school classes are {minutes} minutes long; middle and high school classes can be longer.',
    'intro.personalClass.seeFees': 'See the one-to-one fees',
    'intro.personalClass.enquire': 'Ask for a one-to-one class',

    'intro.privateClass.title': 'Individual-pace class',
    'intro.privateClass.lead':
      'Middle school students study at their own pace while a teacher follows their work and steps in the moment they get stuck.',
    'intro.privateClass.for.1':
      'Middle school students, first to third year (this class is for them only)',
    'intro.privateClass.for.2':
      'Students who want to build the habit of steady study at their own pace',
    'intro.privateClass.for.3':
      'Students who want to get ahead of the school, or catch up on units they missed',
    'intro.privateClass.for.4': 'Students who stall for long when they study alone and get stuck',
    'intro.privateClass.step.enquiry.title': 'Enquiry',
    'intro.privateClass.step.enquiry.body':
      'Tell us the grade and at least {minWeekly} evenings that suit you, and we call you back to talk it through.',
    'intro.privateClass.step.levelTest.title': 'Level test and study plan',
    'intro.privateClass.step.levelTest.body':
      'A level test finds the starting point; the teacher then sets a workbook and a plan at your child’s own pace.',
    'intro.privateClass.step.live.title': '{minutes}-minute live class',
    'intro.privateClass.step.live.body':
      'The student works through the plan at their own pace while the teacher watches their work live in our online classroom and explains where they are stuck. Solutions and explanations are kept as class notes.',
    'intro.privateClass.step.homework.title': 'Homework',
    'intro.privateClass.step.homework.body':
      'Homework from the workbook is handed in in the online classroom and marked by the teacher.',
    'intro.privateClass.step.test.title': 'Weekend test hour',
    'intro.privateClass.step.test.body':
      'Every weekend a test of {hours, plural, one {# hour} other {# hours}} checks what was learned that week.',
    'intro.privateClass.step.report.title': 'Weekly report',
    'intro.privateClass.step.report.body':
      'Every week the parents receive the week’s progress, the test result and the plan for the next week.',
    'intro.privateClass.level': 'Level',
    'intro.privateClass.levelValue': 'Middle school only',
    'intro.privateClass.weeklyNote':
      'At least {minWeekly} classes a week, plus a weekend test of {hours, plural, one {# hour} other {# hours}}.',
    'intro.privateClass.seeFees': 'See the individual-pace fees',
    'intro.privateClass.enquire': 'Ask for an individual-pace class',
  },
  ko: {
    'intro.classes.forTitle': '이런 학생에게 맞습니다',
    'intro.classes.howTitle': '수업은 이렇게 진행됩니다',
    'intro.classes.scheduleTitle': '수업 시간과 횟수',
    'intro.classes.feesTitle': '수강료',
    'intro.classes.lengths': '한 번의 수업 시간',
    'intro.classes.weekly': '주당 수업 횟수',
    'intro.classes.times': '수업 시간대',
    'intro.classes.slots': '평일(월~금) 저녁 {from}~{until}',
    'intro.classes.feesFrom': '월 {amount}부터입니다. 수강료는 첫 수업을 받은 뒤에 냅니다.',

    'intro.personalClass.title': '1:1 수업',
    'intro.personalClass.lead':
      '선생님 한 명이 학생 한 명만 가르칩니다. 학생의 수준과 목표에 맞춘 실시간 온라인 수학 수업으로, 초등학생부터 고등학생까지 들을 수 있습니다.',
    'intro.personalClass.for.1': '초등학생부터 고등학생까지, 나에게만 맞춘 수업이 필요한 학생',
    'intro.personalClass.for.2': '기초 개념을 처음부터 다시 잡아야 하는 학생',
    'intro.personalClass.for.3': '내신과 수능을 앞두고 약한 단원을 집중해서 채우려는 학생',
    'intro.personalClass.for.4': '궁금한 것을 바로 묻고 답을 들어야 이해가 빠른 학생',
    'intro.personalClass.step.enquiry.title': '상담 신청',
    'intro.personalClass.step.enquiry.body':
      '학년과 수업이 가능한 요일, 시간을 남겨 주시면 전화로 상담해 드립니다.',
    'intro.personalClass.step.levelTest.title': '레벨 테스트',
    'intro.personalClass.step.levelTest.body':
      '첫 수업 전에 짧은 레벨 테스트로 지금 실력과 약한 단원을 확인하고, 학생에게 맞는 교재와 진도를 정합니다.',
    'intro.personalClass.step.live.title': '실시간 1:1 수업',
    'intro.personalClass.step.live.body':
      '선생님과 학생이 온라인 교실에서 만나 같은 화면을 보며 수업합니다. 선생님의 풀이와 설명은 수업 노트로 남아 언제든 다시 볼 수 있습니다.',
    'intro.personalClass.step.homework.title': '과제',
    'intro.personalClass.step.homework.body':
      '수업이 끝나면 교재의 문제를 과제로 내 드립니다. 학생은 온라인 교실에서 풀어 제출하고, 선생님이 채점한 뒤 틀린 문제를 다음 수업에서 다시 다룹니다.',
    'intro.personalClass.step.report.title': '주간 리포트',
    'intro.personalClass.step.report.body':
      '한 주 동안 배운 내용, 과제 결과, 다음 주 계획을 매주 보호자께 보내 드립니다.',
    'intro.personalClass.elementaryNote':
      '초등 수업은 {minutes}분 수업만 있습니다. 중등과 고등은 더 긴 수업도 고를 수 있습니다.',
    'intro.personalClass.seeFees': '1:1 수업 수강료 보기',
    'intro.personalClass.enquire': '1:1 수업 상담 신청하기',

    'intro.privateClass.title': '개인 맞춤 수업',
    'intro.privateClass.lead':
      '중학생이 자기 속도로 공부하고, 선생님은 곁에서 풀이를 지켜보다가 막히는 순간 바로 도와줍니다.',
    'intro.privateClass.for.1': '중학교 1~3학년 학생 (중학생만 들을 수 있습니다)',
    'intro.privateClass.for.2': '자기 속도로 꾸준히 공부하는 습관을 들이고 싶은 학생',
    'intro.privateClass.for.3': '학교 진도보다 앞서 나가거나, 놓친 단원을 다시 채우고 싶은 학생',
    'intro.privateClass.for.4': '혼자 공부하면 막히는 곳에서 오래 멈춰 있는 학생',
    'intro.privateClass.step.enquiry.title': '상담 신청',
    'intro.privateClass.step.enquiry.body':
      '학년과 수업이 가능한 요일을 {minWeekly}일 이상 남겨 주시면 전화로 상담해 드립니다.',
    'intro.privateClass.step.levelTest.title': '레벨 테스트와 학습 계획',
    'intro.privateClass.step.levelTest.body':
      '레벨 테스트로 출발점을 찾고, 학생의 속도에 맞춘 교재와 학습 계획을 세웁니다.',
    'intro.privateClass.step.live.title': '{minutes}분 실시간 수업',
    'intro.privateClass.step.live.body':
      '학생은 자기 계획대로 문제를 풀고, 선생님은 온라인 교실에서 학생의 풀이를 실시간으로 보며 막히는 곳을 바로 설명합니다. 풀이와 설명은 수업 노트로 남습니다.',
    'intro.privateClass.step.homework.title': '과제',
    'intro.privateClass.step.homework.body':
      '교재의 과제를 온라인 교실에서 제출하면 선생님이 채점해 돌려줍니다.',
    'intro.privateClass.step.test.title': '주말 테스트',
    'intro.privateClass.step.test.body':
      '주말마다 {hours}시간 동안 그 주에 배운 단원을 테스트해 얼마나 익혔는지 확인합니다.',
    'intro.privateClass.step.report.title': '주간 리포트',
    'intro.privateClass.step.report.body':
      '한 주의 진도, 테스트 결과, 다음 주 계획을 매주 보호자께 보내 드립니다.',
    'intro.privateClass.level': '대상',
    'intro.privateClass.levelValue': '중학생만',
    'intro.privateClass.weeklyNote':
      '주 {minWeekly}회 이상 수업하고, 주말 테스트 {hours}시간이 더해집니다.',
    'intro.privateClass.seeFees': '개인 맞춤 수업 수강료 보기',
    'intro.privateClass.enquire': '개인 맞춤 수업 상담 신청하기',
  },
});
