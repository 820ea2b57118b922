import { defineCatalog } from '@platform/contract';

/**
 * The legal terms (screens.md §9 "Legal terms (static Korean pages)": privacy policy, service terms
 * (2024) and marketing terms). Korean is the legal text; the English is a translation. Each section
 * is a title and a body whose lines are paragraphs, and lines starting with "- " list items. The
 * facts are the spec's: service hours, maintenance windows, retention periods, outsourcing, outage
 * compensation, fee and refund rules. assumed: the wording, the order of sections, which record
 * each retention period applies to (the spec lists the periods only: 1 year, 5 years, 3 years,
 * 6 months, 3 months, read as the statutory periods of Korean e-commerce and communications law),
 * and 1 January 2024 as the effective day.
 */
export const termsTexts = defineCatalog({
  en: {
    'terms.nav': 'Terms and policies',
    'terms.effective': 'Effective from 1 January 2024',
    'terms.translationNote':
      'This English version is provided for convenience. The Korean text is the binding one.',
    'terms.home': 'Go to the home page',

    'terms.service.title': 'Terms of Service',
    'terms.service.1.title': 'Article 1 (Purpose)',
    'terms.service.1.body':
      'These terms set out the rights, duties and responsibilities of the company and its members in using the online class service (live classes, homework, class notes, textbooks and messages), and the procedures of its use.',
    'terms.service.2.title': 'Article 2 (Definitions)',
    'terms.service.2.body':
      '- "Service": the online class and academy management service the company provides on the web and in its apps.\n- "Institution": a school, academy or organisation that has signed up for the service and manages its own members.\n- "Member": a teacher, student, operator or administrator whose account an institution registered.\n- "Monthly fee": the fee an institution pays for each month of use.',
    'terms.service.3.title': 'Article 3 (Effect and changes of the terms)',
    'terms.service.3.body':
      'The terms take effect when they are posted on the service. When they change, the company announces the change and its effective date at least 7 days in advance (30 days for a change unfavourable to members).',
    'terms.service.4.title': 'Article 4 (Service hours)',
    'terms.service.4.body':
      'The service, including customer support, is provided from 9:00 to 18:00 Korea time on days that are not public holidays. Outside those hours the service may be used as available, without support.',
    'terms.service.5.title': 'Article 5 (Scheduled maintenance)',
    'terms.service.5.body':
      'The service may be unavailable during scheduled maintenance:\n- every Saturday from 0:00 to 1:00;\n- the last Saturday of each month from 0:00 to 4:00.\nOther maintenance is announced on the service in advance.',
    'terms.service.6.title': 'Article 6 (Fees and payment)',
    'terms.service.6.body':
      'Fees are charged by the month.\n- An institution that joins on or before the 15th of a month pays the full fee for that month; one that joins on the 16th or later pays half.\n- A plan may be upgraded once per month; the new fee applies from the month of the upgrade.',
    'terms.service.7.title': 'Article 7 (Cancellation and refunds)',
    'terms.service.7.body':
      'An institution that cancels within 7 days of the start of the service, without having used it, receives a full refund. Other refunds follow the applicable consumer protection rules.',
    'terms.service.8.title': 'Article 8 (Compensation for outages)',
    'terms.service.8.body':
      'When the service is interrupted through the company’s fault, the company compensates the institution with service time of three times the duration of the outage.',
    'terms.service.9.title': 'Article 9 (Data kept by the service)',
    'terms.service.9.body':
      '- Class recordings are kept for 1 month after the class, then deleted.\n- Access logs are kept for 6 months.',
    'terms.service.10.title': 'Article 10 (Duties of members)',
    'terms.service.10.body':
      'Members keep their account details to themselves and must not record, copy or pass on classes and materials without the permission of their institution and the rights holders.',

    'terms.policy.title': 'Privacy Policy',
    'terms.policy.1.title': '1. Personal data collected',
    'terms.policy.1.body':
      '- To register and manage members: name, ID, password, institution, user type, mobile number and e-mail address; for students, a parent’s mobile number.\n- While the service is used: access records, IP address, device and browser information, class recordings and chat logs, homework and class notes.\n- For payment: payment records (card company, approval number). Card numbers are handled by the card payment provider, not by the company.',
    'terms.policy.2.title': '2. Purposes of use',
    'terms.policy.2.body':
      '- identifying members and managing accounts;\n- providing live classes, homework, class notes and messages;\n- sending class invitations by text message;\n- charging and settling fees;\n- answering enquiries, and improving the service and preventing its misuse.',
    'terms.policy.3.title': '3. Retention periods',
    'terms.policy.3.body':
      'Personal data is destroyed without delay when a member leaves, except what the law requires the company to keep:\n- records of contracts and cancellations: 5 years;\n- records of payments and the supply of services: 5 years;\n- records of consumer complaints and disputes: 3 years;\n- records of electronic financial transactions of 10,000 won or less: 1 year;\n- records of advertising: 6 months;\n- service access logs: 6 months;\n- website visit records (Protection of Communications Secrets Act): 3 months;\n- class recordings: 1 month after the class.',
    'terms.policy.4.title': '4. Outsourcing',
    'terms.policy.4.body':
      'The company entrusts the following work to other companies, which handle the data only for that work:\n- a text message (SMS) provider: sending class invitations (mobile number, name);\n- a card payment provider: processing fee payments (payment details).',
    'terms.policy.5.title': '5. Destruction',
    'terms.policy.5.body':
      'Data whose retention period has ended is destroyed: electronic files so that they cannot be restored, printed records by shredding.',
    'terms.policy.6.title': '6. Your rights',
    'terms.policy.6.body':
      'You may see, correct or delete your personal data, or ask the company to stop processing it, at any time: in My info in the service, through your institution’s administrator, or by contacting the company.',
    'terms.policy.7.title': '7. Privacy officer and contact',
    'terms.policy.7.body':
      'Questions and complaints about personal data: phone {phone}, e-mail {email}.',

    'terms.marketing.title': 'Consent to Receive Marketing Information',
    'terms.marketing.1.title': '1. Purpose',
    'terms.marketing.1.body': 'To tell you about new features, events and offers of the service.',
    'terms.marketing.2.title': '2. Data used',
    'terms.marketing.2.body': 'Name, mobile number and e-mail address.',
    'terms.marketing.3.title': '3. How it is sent',
    'terms.marketing.3.body': 'Text message, e-mail and app notification.',
    'terms.marketing.4.title': '4. Retention',
    'terms.marketing.4.body':
      'Until you withdraw your consent or leave the service, whichever comes first.',
    'terms.marketing.5.title': '5. Refusing and withdrawing consent',
    'terms.marketing.5.body':
      'This consent is optional: you may use the service without it. You may withdraw it at any time by contacting us (phone {phone}, e-mail {email}).',
  },
  ko: {
    'terms.nav': '약관 및 정책',
    'terms.effective': '2024년 1월 1일부터 시행',
    'terms.translationNote': '이 약관은 한국어 원문을 기준으로 합니다.',
    'terms.home': '홈으로 가기',

    'terms.service.title': '서비스 이용약관',
    'terms.service.1.title': '제1조 (목적)',
    'terms.service.1.body':
      '이 약관은 회사가 제공하는 온라인 수업 서비스(실시간 수업, 과제, 수업 노트, 교재, 메시지)의 이용과 관련하여 회사와 회원의 권리, 의무, 책임 사항과 이용 절차를 정합니다.',
    'terms.service.2.title': '제2조 (용어의 정의)',
    'terms.service.2.body':
      '- "서비스": 회사가 웹과 앱으로 제공하는 온라인 수업 및 학원 관리 서비스를 말합니다.\n- "기관": 서비스에 가입하여 소속 회원을 관리하는 학교, 학원 또는 단체를 말합니다.\n- "회원": 기관이 계정을 등록한 교사, 학생, 운영자 또는 관리자를 말합니다.\n- "월 이용료": 기관이 이용하는 달마다 내는 요금을 말합니다.',
    'terms.service.3.title': '제3조 (약관의 효력과 변경)',
    'terms.service.3.body':
      '이 약관은 서비스에 게시함으로써 효력이 생깁니다. 약관을 변경할 때에는 변경 내용과 시행일을 시행일 7일 전(회원에게 불리한 변경은 30일 전)부터 서비스에 공지합니다.',
    'terms.service.4.title': '제4조 (서비스 제공 시간)',
    'terms.service.4.body':
      '서비스(고객 지원 포함)는 공휴일을 제외한 날 9:00부터 18:00까지(한국 시간) 제공합니다. 그 밖의 시간에는 고객 지원 없이 가능한 범위에서 이용할 수 있습니다.',
    'terms.service.5.title': '제5조 (정기 점검)',
    'terms.service.5.body':
      '다음 정기 점검 시간에는 서비스를 이용하지 못할 수 있습니다.\n- 매주 토요일 0:00부터 1:00까지\n- 매월 마지막 토요일 0:00부터 4:00까지\n그 밖의 점검은 서비스에 미리 공지합니다.',
    'terms.service.6.title': '제6조 (이용료와 결제)',
    'terms.service.6.body':
      '이용료는 월 단위로 부과합니다.\n- 매월 15일(15일 포함) 이전에 가입한 기관은 가입한 달의 이용료 전액을, 16일 이후에 가입한 기관은 절반을 냅니다.\n- 요금제 상향 변경은 한 달에 한 번 할 수 있으며, 변경한 달부터 새 요금이 적용됩니다.',
    'terms.service.7.title': '제7조 (해지와 환불)',
    'terms.service.7.body':
      '서비스 시작일로부터 7일 이내에 해지하고 이용 내역이 없는 기관에는 이용료 전액을 환불합니다. 그 밖의 환불은 관련 소비자 보호 법령에 따릅니다.',
    'terms.service.8.title': '제8조 (장애 보상)',
    'terms.service.8.body':
      '회사의 책임으로 서비스가 중단된 경우, 회사는 장애 시간의 3배에 해당하는 이용 시간을 기관에 보상합니다.',
    'terms.service.9.title': '제9조 (서비스가 보관하는 자료)',
    'terms.service.9.body':
      '- 수업 녹화 영상은 수업 종료 후 1개월 동안 보관한 뒤 삭제합니다.\n- 접속 기록은 6개월 동안 보관합니다.',
    'terms.service.10.title': '제10조 (회원의 의무)',
    'terms.service.10.body':
      '회원은 자신의 계정 정보를 다른 사람에게 알려서는 안 되며, 기관과 권리자의 허락 없이 수업과 자료를 녹화, 복제하거나 다른 사람에게 전달해서는 안 됩니다.',

    'terms.policy.title': '개인정보 처리방침',
    'terms.policy.1.title': '1. 수집하는 개인정보 항목',
    'terms.policy.1.body':
      '- 회원 가입과 관리: 이름, 아이디, 비밀번호, 소속 기관, 사용자 유형, 휴대전화 번호, 이메일 주소, 학생의 경우 보호자 휴대전화 번호\n- 서비스 이용 과정: 접속 기록, IP 주소, 기기와 브라우저 정보, 수업 녹화 영상과 채팅 기록, 과제와 수업 노트\n- 결제: 결제 기록(카드사, 승인 번호). 카드 번호는 회사가 아닌 카드 결제 대행사가 처리합니다.',
    'terms.policy.2.title': '2. 수집·이용 목적',
    'terms.policy.2.body':
      '- 회원 식별과 계정 관리\n- 실시간 수업, 과제, 수업 노트, 메시지 제공\n- 수업 초대 문자 발송\n- 이용료 결제와 정산\n- 문의 응대, 서비스 개선과 부정 이용 방지',
    'terms.policy.3.title': '3. 보유 및 이용 기간',
    'terms.policy.3.body':
      '개인정보는 회원 탈퇴 시 지체 없이 파기합니다. 다만 법령에 따라 다음 정보는 정해진 기간 동안 보관합니다.\n- 계약 또는 청약철회 등에 관한 기록: 5년\n- 대금결제 및 재화 등의 공급에 관한 기록: 5년\n- 소비자의 불만 또는 분쟁처리에 관한 기록: 3년\n- 건당 1만 원 이하 전자금융거래에 관한 기록: 1년\n- 표시·광고에 관한 기록: 6개월\n- 서비스 접속 기록: 6개월\n- 웹사이트 방문 기록(통신비밀보호법): 3개월\n- 수업 녹화 영상: 수업 종료 후 1개월',
    'terms.policy.4.title': '4. 개인정보 처리 위탁',
    'terms.policy.4.body':
      '회사는 다음 업무를 외부 업체에 위탁하며, 수탁 업체는 해당 업무에만 개인정보를 처리합니다.\n- 문자(SMS) 발송 대행사: 수업 초대 문자 발송(휴대전화 번호, 이름)\n- 카드 결제 대행사: 이용료 결제 처리(결제 정보)',
    'terms.policy.5.title': '5. 파기 절차 및 방법',
    'terms.policy.5.body':
      '보유 기간이 끝난 개인정보는 파기합니다. 전자 파일은 복구할 수 없는 방법으로 삭제하고, 출력물은 분쇄합니다.',
    'terms.policy.6.title': '6. 이용자의 권리',
    'terms.policy.6.body':
      '이용자는 언제든지 자신의 개인정보를 열람, 정정, 삭제하거나 처리 정지를 요구할 수 있습니다. 서비스의 내 정보, 소속 기관의 관리자 또는 회사 문의처를 이용해 주세요.',
    'terms.policy.7.title': '7. 개인정보 보호책임자 및 문의처',
    'terms.policy.7.body': '개인정보 관련 문의와 불만: 전화 {phone}, 이메일 {email}',

    'terms.marketing.title': '마케팅 정보 수신 동의',
    'terms.marketing.1.title': '1. 목적',
    'terms.marketing.1.body': '서비스의 새 기능, 이벤트와 혜택을 안내합니다.',
    'terms.marketing.2.title': '2. 이용 항목',
    'terms.marketing.2.body': '이름, 휴대전화 번호, 이메일 주소',
    'terms.marketing.3.title': '3. 전송 방법',
    'terms.marketing.3.body': '문자 메시지, 이메일, 앱 알림',
    'terms.marketing.4.title': '4. 보유 기간',
    'terms.marketing.4.body': '동의를 철회하거나 회원에서 탈퇴할 때까지',
    'terms.marketing.5.title': '5. 동의 거부와 철회',
    'terms.marketing.5.body':
      '이 동의는 선택 사항이며, 동의하지 않아도 서비스를 이용할 수 있습니다. 동의는 언제든지 철회할 수 있습니다(전화 {phone}, 이메일 {email}).',
  },
});
