import { defineCatalog } from '@platform/contract';

/**
 * The academy page with its demo request, /intro/academy, and the teachers page,
 * /intro/academy/teacher (screens.md §2.1; foundation.md §1 "A service introduction page with a
 * demo request"). assumed: every wording; the six teachers are fictional; the demo request is
 * a school's or academy's request to see the online classroom in use (its fields: name, phone,
 * institution, message), which the spec does not describe.
 */
export const academyTexts = defineCatalog({
  en: {
    'intro.academy.eyebrow': 'BODA Math Academy',
    'intro.academy.title': 'Math classes that see each student',
    'intro.academy.lead':
      'A math academy for elementary, middle and high school students. Our teachers teach live online, one student at a time or at each student’s own pace, and keep every class as notes and homework your child can come back to.',
    'intro.academy.toContact': 'Ask about a class',
    'intro.academy.toTeachers': 'Meet our teachers',

    'intro.academy.about.title': 'Who we are',
    'intro.academy.about.body1':
      'BODA Math Academy was started by math teachers who wanted to see how each student thinks, not only the answers they write. Every class is small enough for the teacher to follow each line of working.',
    'intro.academy.about.body2':
      'Classes take place in our online classroom on weekday evenings, so students learn from home, without the commute, and parents can see what was covered every week.',

    'intro.academy.classes.title': 'Two kinds of class',
    'intro.academy.personal.title': 'One-to-one class',
    'intro.academy.personal.body':
      'One teacher and one student, live. The class follows your child’s level and goals, from elementary school to the college entrance exam.',
    'intro.academy.personal.link': 'About the one-to-one class',
    'intro.academy.private.title': 'Individual-pace class',
    'intro.academy.private.body':
      'For middle school students: each student works through the course at their own pace, with a teacher beside them who steps in the moment they get stuck.',
    'intro.academy.private.link': 'About the individual-pace class',

    'intro.academy.how.title': 'How a live online class works',
    'intro.academy.how.live.title': 'Live in the online classroom',
    'intro.academy.how.live.body':
      'Teacher and student meet at the booked time and work on the same page of the workbook: the teacher sees every line the student writes and explains on the spot.',
    'intro.academy.how.notes.title': 'Class notes to read again',
    'intro.academy.how.notes.body':
      'What the teacher writes and explains is kept as class notes, which the student can open again at any time, before a test or when a question comes back.',
    'intro.academy.how.homework.title': 'Homework from the workbook',
    'intro.academy.how.homework.body':
      'After each class the teacher sets workbook pages as homework. The student solves them in the online classroom and hands them in.',
    'intro.academy.how.review.title': 'Marking and feedback',
    'intro.academy.how.review.body':
      'The teacher marks the homework, goes over the mistakes in the next class, and the parents hear each week what was covered and what comes next.',

    'intro.academy.teachers.title': 'Our teachers',
    'intro.academy.teachers.body':
      'Six math teachers, each with a subject they love and grades they know well. Read how they teach before you choose.',
    'intro.academy.teachers.link': 'See the six teacher profiles',

    'intro.academy.contact.title': 'Ask us',
    'intro.academy.contact.body':
      'Tell us your child’s grade, the teacher you would like and the evenings that suit you, and we call you back to plan the first class.',
    'intro.academy.contact.link': 'Go to the enquiry form',

    'intro.academy.demo.title': 'Request a demo for your school or academy',
    'intro.academy.demo.lead':
      'Would you like to see our online classroom at work for your own students? Leave your details and we will arrange a demonstration.',
    'intro.academy.demo.name': 'Name',
    'intro.academy.demo.phone': 'Phone number',
    'intro.academy.demo.phoneHelp': 'Digits only, without hyphens.',
    'intro.academy.demo.institution': 'School or academy',
    'intro.academy.demo.message': 'Message',
    'intro.academy.demo.submit': 'Request a demo',
    'intro.academy.demo.missing': 'Fill in the required fields: {fields}.',
    'intro.academy.demo.sent':
      'Your demo request has been sent. We will call you within one working day.',
    'intro.academy.demo.failed': 'Your demo request could not be sent. What you typed is kept.',
    'intro.academy.demo.settingPending': 'Preparing the request form…',
    'intro.academy.demo.settingFailed':
      'The request form could not be prepared, so a request cannot be sent now.',
    'intro.academy.demo.settingRetry': 'Try again',
    'intro.academy.demo.unavailable':
      'Demo requests are not being taken online at the moment. Please call the customer center.',

    'intro.teacher.title': 'Our teachers',
    'intro.teacher.lead':
      'Six math teachers, each with the grades they know best and a way of teaching of their own.',
    'intro.teacher.subject': 'Focus',
    'intro.teacher.grades': 'Grades',
    'intro.teacher.philosophy': 'How I teach',
    'intro.teacher.credentials': 'Background',
    'intro.teacher.enquire': 'Ask for a class with one of our teachers',

    'intro.teacher.kim-seoyeon.name': 'Seoyeon Kim',
    'intro.teacher.kim-seoyeon.subject': 'Calculus and the college entrance exam',
    'intro.teacher.kim-seoyeon.grades': 'High school, years 1 to 3',
    'intro.teacher.kim-seoyeon.philosophy':
      'A hard problem is a chain of easy steps. I teach students to find the first step on their own, so that the exam holds no surprises.',
    'intro.teacher.kim-seoyeon.credential1': 'Mathematics education, Seoul (bachelor’s degree)',
    'intro.teacher.kim-seoyeon.credential2': '12 years of teaching high school math',
    'intro.teacher.kim-seoyeon.credential3': 'Author of an entrance-exam workbook on calculus',

    'intro.teacher.park-jihoon.name': 'Jihoon Park',
    'intro.teacher.park-jihoon.subject': 'Algebra and functions',
    'intro.teacher.park-jihoon.grades': 'Middle school year 2 to high school year 2',
    'intro.teacher.park-jihoon.philosophy':
      'Functions are where many students lose heart. I draw before I calculate, so that every formula has a picture behind it.',
    'intro.teacher.park-jihoon.credential1': 'Mathematics, Daejeon (master’s degree)',
    'intro.teacher.park-jihoon.credential2': '9 years of teaching middle and high school math',
    'intro.teacher.park-jihoon.credential3': 'Coach of a school math club',

    'intro.teacher.lee-minji.name': 'Minji Lee',
    'intro.teacher.lee-minji.subject': 'Number sense and the basics',
    'intro.teacher.lee-minji.grades': 'Elementary school year 4 to middle school year 1',
    'intro.teacher.lee-minji.philosophy':
      'Confidence comes before speed. We go back as far as we need to, until the basics feel easy, and then the rest follows.',
    'intro.teacher.lee-minji.credential1': 'Elementary education, Busan (bachelor’s degree)',
    'intro.teacher.lee-minji.credential2': '8 years of teaching elementary and middle school math',
    'intro.teacher.lee-minji.credential3': 'Trained in teaching students with math anxiety',

    'intro.teacher.choi-donghyun.name': 'Donghyun Choi',
    'intro.teacher.choi-donghyun.subject': 'Probability, statistics and geometry',
    'intro.teacher.choi-donghyun.grades': 'High school, years 2 and 3',
    'intro.teacher.choi-donghyun.philosophy':
      'I ask why before I show how. A student who can explain a solution out loud can solve the next one alone.',
    'intro.teacher.choi-donghyun.credential1': 'Statistics, Incheon (bachelor’s degree)',
    'intro.teacher.choi-donghyun.credential2': '10 years of teaching high school math',
    'intro.teacher.choi-donghyun.credential3': 'Writer of mock exam questions',

    'intro.teacher.jung-hayoon.name': 'Hayoon Jung',
    'intro.teacher.jung-hayoon.subject': 'Middle school course and school exams',
    'intro.teacher.jung-hayoon.grades': 'Middle school, years 1 to 3',
    'intro.teacher.jung-hayoon.philosophy':
      'Steady habits beat last-minute cramming. Each week we set a small goal together and check it off, and the grades follow.',
    'intro.teacher.jung-hayoon.credential1': 'Mathematics education, Gwangju (bachelor’s degree)',
    'intro.teacher.jung-hayoon.credential2': '7 years of teaching middle school math',
    'intro.teacher.jung-hayoon.credential3': 'Leads our individual-pace classes',

    'intro.teacher.han-jaewon.name': 'Jaewon Han',
    'intro.teacher.han-jaewon.subject': 'Thinking math and word problems',
    'intro.teacher.han-jaewon.grades': 'Elementary school, years 1 to 6',
    'intro.teacher.han-jaewon.philosophy':
      'Young students learn by playing with ideas. I turn problems into puzzles, so that a child reads a word problem and wants to solve it.',
    'intro.teacher.han-jaewon.credential1': 'Early childhood and elementary education, Daegu',
    'intro.teacher.han-jaewon.credential2': '6 years of teaching elementary school math',
    'intro.teacher.han-jaewon.credential3': 'Designer of a math puzzle course for children',
  },
  ko: {
    'intro.academy.eyebrow': '보다 수학학원',
    'intro.academy.title': '학생 한 명 한 명을 보는 수학 수업',
    'intro.academy.lead':
      '초등학생부터 고등학생까지 함께하는 수학학원입니다. 선생님이 온라인으로 실시간 수업을 하며, 1:1 수업이나 학생 각자의 속도에 맞춘 수업으로 배웁니다. 모든 수업은 필기와 과제로 남아 언제든 다시 볼 수 있습니다.',
    'intro.academy.toContact': '수업 상담 신청',
    'intro.academy.toTeachers': '선생님 소개 보기',

    'intro.academy.about.title': '학원 소개',
    'intro.academy.about.body1':
      '보다 수학학원은 학생이 적은 답만이 아니라 학생이 어떻게 생각하는지를 보고 싶었던 수학 선생님들이 만들었습니다. 선생님이 풀이 한 줄 한 줄을 따라갈 수 있도록 수업을 작게 운영합니다.',
    'intro.academy.about.body2':
      '수업은 평일 저녁 온라인 강의실에서 진행됩니다. 학생은 오가는 시간 없이 집에서 배우고, 학부모님은 매주 무엇을 배웠는지 확인할 수 있습니다.',

    'intro.academy.classes.title': '두 가지 수업',
    'intro.academy.personal.title': '1:1 수업',
    'intro.academy.personal.body':
      '선생님 한 명과 학생 한 명이 실시간으로 수업합니다. 초등 수학부터 수능까지 학생의 수준과 목표에 맞춰 진행합니다.',
    'intro.academy.personal.link': '1:1 수업 자세히 보기',
    'intro.academy.private.title': '개인 맞춤 수업',
    'intro.academy.private.body':
      '중학생을 위한 수업입니다. 학생마다 자기 속도로 진도를 나가고, 곁에 있는 선생님이 막히는 순간 바로 도와줍니다.',
    'intro.academy.private.link': '개인 맞춤 수업 자세히 보기',

    'intro.academy.how.title': '온라인 실시간 수업은 이렇게 진행됩니다',
    'intro.academy.how.live.title': '온라인 강의실에서 실시간 수업',
    'intro.academy.how.live.body':
      '정해진 시간에 선생님과 학생이 만나 교재의 같은 쪽을 함께 봅니다. 선생님은 학생이 쓰는 풀이를 한 줄씩 보며 그 자리에서 설명합니다.',
    'intro.academy.how.notes.title': '다시 보는 수업 필기',
    'intro.academy.how.notes.body':
      '선생님이 쓰고 설명한 내용은 수업 필기로 남습니다. 시험 전이나 같은 문제가 다시 헷갈릴 때 언제든 열어 볼 수 있습니다.',
    'intro.academy.how.homework.title': '교재로 내는 과제',
    'intro.academy.how.homework.body':
      '수업이 끝나면 선생님이 교재의 쪽을 골라 과제로 냅니다. 학생은 온라인 강의실에서 문제를 풀어 제출합니다.',
    'intro.academy.how.review.title': '채점과 피드백',
    'intro.academy.how.review.body':
      '선생님이 과제를 채점하고 다음 수업에서 틀린 문제를 함께 다시 풉니다. 학부모님께는 매주 배운 내용과 다음 계획을 알려 드립니다.',

    'intro.academy.teachers.title': '선생님 소개',
    'intro.academy.teachers.body':
      '여섯 분의 수학 선생님이 각자 자신 있는 분야와 학년을 맡고 있습니다. 선생님을 고르기 전에 어떻게 가르치는지 읽어 보세요.',
    'intro.academy.teachers.link': '선생님 여섯 분의 소개 보기',

    'intro.academy.contact.title': '상담 문의',
    'intro.academy.contact.body':
      '학년, 원하는 선생님, 수업이 가능한 요일과 시간을 알려 주시면 전화로 첫 수업을 함께 정해 드립니다.',
    'intro.academy.contact.link': '상담 신청서 작성하기',

    'intro.academy.demo.title': '학교·학원을 위한 시연 신청',
    'intro.academy.demo.lead':
      '우리 학생들과 함께 온라인 강의실을 직접 써 보고 싶으신가요? 연락처를 남겨 주시면 시연 일정을 잡아 드립니다.',
    'intro.academy.demo.name': '이름',
    'intro.academy.demo.phone': '연락처',
    'intro.academy.demo.phoneHelp': '- 없이 숫자만 입력해 주세요.',
    'intro.academy.demo.institution': '학교 또는 학원 이름',
    'intro.academy.demo.message': '남기실 말씀',
    'intro.academy.demo.submit': '시연 신청하기',
    'intro.academy.demo.missing': '필수 항목을 입력해 주세요: {fields}',
    'intro.academy.demo.sent': '시연 신청을 보냈습니다. 영업일 기준 하루 안에 연락드리겠습니다.',
    'intro.academy.demo.failed': '시연 신청을 보내지 못했습니다. 입력하신 내용은 그대로 있습니다.',
    'intro.academy.demo.settingPending': '신청서를 준비하고 있습니다…',
    'intro.academy.demo.settingFailed': '신청서를 준비하지 못해 지금은 신청을 보낼 수 없습니다.',
    'intro.academy.demo.settingRetry': '다시 시도',
    'intro.academy.demo.unavailable':
      '지금은 온라인으로 시연 신청을 받지 않습니다. 고객센터로 전화해 주세요.',

    'intro.teacher.title': '선생님 소개',
    'intro.teacher.lead':
      '여섯 분의 수학 선생님이 각자 가장 잘 아는 학년을 맡아 자신만의 방식으로 가르칩니다.',
    'intro.teacher.subject': '전문 분야',
    'intro.teacher.grades': '담당 학년',
    'intro.teacher.philosophy': '수업 철학',
    'intro.teacher.credentials': '경력',
    'intro.teacher.enquire': '원하는 선생님과 수업 상담 신청',

    'intro.teacher.kim-seoyeon.name': '김서연',
    'intro.teacher.kim-seoyeon.subject': '미적분과 수능 대비',
    'intro.teacher.kim-seoyeon.grades': '고등학교 1~3학년',
    'intro.teacher.kim-seoyeon.philosophy':
      '어려운 문제도 쉬운 단계가 이어진 것입니다. 학생이 첫 단계를 스스로 찾도록 가르쳐 시험장에서 당황하지 않게 합니다.',
    'intro.teacher.kim-seoyeon.credential1': '서울 소재 대학 수학교육과 졸업',
    'intro.teacher.kim-seoyeon.credential2': '고등 수학 강의 12년',
    'intro.teacher.kim-seoyeon.credential3': '미적분 수능 대비 문제집 집필',

    'intro.teacher.park-jihoon.name': '박지훈',
    'intro.teacher.park-jihoon.subject': '대수와 함수',
    'intro.teacher.park-jihoon.grades': '중학교 2학년~고등학교 2학년',
    'intro.teacher.park-jihoon.philosophy':
      '함수에서 수학을 포기하는 학생이 많습니다. 계산보다 그림을 먼저 그려, 모든 식 뒤에 그림이 떠오르게 합니다.',
    'intro.teacher.park-jihoon.credential1': '대전 소재 대학원 수학과 석사',
    'intro.teacher.park-jihoon.credential2': '중·고등 수학 강의 9년',
    'intro.teacher.park-jihoon.credential3': '학교 수학 동아리 지도',

    'intro.teacher.lee-minji.name': '이민지',
    'intro.teacher.lee-minji.subject': '수 감각과 기초 다지기',
    'intro.teacher.lee-minji.grades': '초등학교 4학년~중학교 1학년',
    'intro.teacher.lee-minji.philosophy':
      '속도보다 자신감이 먼저입니다. 기초가 쉽게 느껴질 때까지 필요한 만큼 앞으로 돌아가면, 나머지는 따라옵니다.',
    'intro.teacher.lee-minji.credential1': '부산 소재 교육대학교 초등교육과 졸업',
    'intro.teacher.lee-minji.credential2': '초·중등 수학 강의 8년',
    'intro.teacher.lee-minji.credential3': '수학 불안 학생 지도 연수 이수',

    'intro.teacher.choi-donghyun.name': '최동현',
    'intro.teacher.choi-donghyun.subject': '확률과 통계, 기하',
    'intro.teacher.choi-donghyun.grades': '고등학교 2~3학년',
    'intro.teacher.choi-donghyun.philosophy':
      '푸는 법보다 왜 그런지를 먼저 묻습니다. 풀이를 소리 내어 설명할 수 있는 학생은 다음 문제를 혼자 풉니다.',
    'intro.teacher.choi-donghyun.credential1': '인천 소재 대학 통계학과 졸업',
    'intro.teacher.choi-donghyun.credential2': '고등 수학 강의 10년',
    'intro.teacher.choi-donghyun.credential3': '모의고사 문항 출제',

    'intro.teacher.jung-hayoon.name': '정하윤',
    'intro.teacher.jung-hayoon.subject': '중등 교과와 내신 대비',
    'intro.teacher.jung-hayoon.grades': '중학교 1~3학년',
    'intro.teacher.jung-hayoon.philosophy':
      '벼락치기보다 꾸준한 습관이 이깁니다. 매주 작은 목표를 함께 세우고 하나씩 지워 나가면 성적은 따라옵니다.',
    'intro.teacher.jung-hayoon.credential1': '광주 소재 대학 수학교육과 졸업',
    'intro.teacher.jung-hayoon.credential2': '중등 수학 강의 7년',
    'intro.teacher.jung-hayoon.credential3': '개인 맞춤 수업 총괄',

    'intro.teacher.han-jaewon.name': '한재원',
    'intro.teacher.han-jaewon.subject': '사고력 수학과 서술형 문제',
    'intro.teacher.han-jaewon.grades': '초등학교 1~6학년',
    'intro.teacher.han-jaewon.philosophy':
      '어린 학생은 생각을 가지고 놀면서 배웁니다. 문제를 퍼즐로 바꿔, 아이가 문장제를 읽으면 풀고 싶어지게 합니다.',
    'intro.teacher.han-jaewon.credential1': '대구 소재 대학 유아·초등교육과 졸업',
    'intro.teacher.han-jaewon.credential2': '초등 수학 강의 6년',
    'intro.teacher.han-jaewon.credential3': '어린이 수학 퍼즐 과정 개발',
  },
});
