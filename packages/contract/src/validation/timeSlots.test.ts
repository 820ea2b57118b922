import { describe, expect, it } from 'vitest';
import type { EnquiryTimeSlot } from '../schemas/enquiry.ts';
import { enquirySchema } from '../schemas/enquiry.ts';
import { LIMITS } from './limits.ts';
import { validationMessage } from './messages.ts';
import {
  classAt,
  classEnd,
  classesFittingGrade,
  classSlotCount,
  classSlotStarts,
  ENQUIRY_DAYS,
  ENQUIRY_SLOT_STARTS,
  isEnquirySlotStart,
  lastClassStart,
  pickTimeSlot,
  slotsOfSelection,
  type TimeSlotPick,
  validateEnquiryTimeSlots,
} from './timeSlots.ts';

const MON_19: EnquiryTimeSlot = { day: 'MON', start: '19:00' };
const WED_1830: EnquiryTimeSlot = { day: 'WED', start: '18:30' };

/** The selection a pick left, or a failure naming what it did instead. */
function selectionOf(pick: TimeSlotPick): EnquiryTimeSlot[] {
  if (pick.outcome === 'refused') throw new Error(`refused: ${pick.reason}`);
  return pick.selection;
}

describe('the grid (screens.md §5 "Time grid Mon-Fri, 30-minute slots 18:30-23:00")', () => {
  it('has Monday to Friday and nine slots from 18:30 to 22:30', () => {
    expect(ENQUIRY_DAYS).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI']);
    expect(ENQUIRY_SLOT_STARTS).toEqual([
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
      '22:00',
      '22:30',
    ]);
    expect(isEnquirySlotStart('22:30')).toBe(true);
    expect(isEnquirySlotStart('23:00')).toBe(false);
    expect(isEnquirySlotStart('18:00')).toBe(false);
    expect(isEnquirySlotStart('19:15')).toBe(false);
  });
  it('names the spec limits', () => {
    expect(LIMITS).toMatchObject({
      ENQUIRY_SLOT_MINUTES: 30,
      ENQUIRY_SLOTS_FROM: '18:30',
      ENQUIRY_SLOTS_UNTIL: '23:00',
      ENQUIRY_CLASS_MINUTES: 120,
      ENQUIRY_LAST_START: '21:00',
      ENQUIRY_ELEMENTARY_CLASS_MINUTES: 60,
      ENQUIRY_WEEKLY_CLASSES_MAX: 4,
      ENQUIRY_INDIVIDUAL_PACE_WEEKLY_CLASSES_MIN: 2,
    });
  });
});

describe('a class: four slots, two for elementary (assumed)', () => {
  it('is two hours, starting by 21:00, and one hour for elementary, starting by 22:00', () => {
    expect(classSlotCount('middle')).toBe(4);
    expect(classSlotCount('high')).toBe(4);
    expect(classSlotCount(undefined)).toBe(4);
    expect(classSlotCount('elementary')).toBe(2);
    expect(lastClassStart('middle')).toBe(LIMITS.ENQUIRY_LAST_START);
    expect(lastClassStart(null)).toBe('21:00');
    expect(lastClassStart('elementary')).toBe('22:00');
    expect(classEnd('19:00', 'high')).toBe('21:00');
    expect(classEnd('22:00', 'elementary')).toBe('23:00');
  });
  it('covers its slots from the first', () => {
    expect(classSlotStarts('21:00', 'middle')).toEqual(['21:00', '21:30', '22:00', '22:30']);
    expect(classSlotStarts('18:30', 'elementary')).toEqual(['18:30', '19:00']);
    expect(classSlotStarts('23:00', 'middle')).toEqual([]);
  });
  it('tells which class covers a slot, and lists the covered slots', () => {
    const selection = [MON_19, WED_1830];
    expect(classAt(selection, 'MON', '20:30', 'middle')).toBe(MON_19);
    expect(classAt(selection, 'MON', '21:00', 'middle')).toBeNull();
    expect(classAt(selection, 'MON', '20:30', 'elementary')).toBeNull();
    expect(classAt(selection, 'TUE', '19:00', 'middle')).toBeNull();
    expect(slotsOfSelection(selection, 'elementary')).toEqual([
      { day: 'MON', start: '19:00' },
      { day: 'MON', start: '19:30' },
      { day: 'WED', start: '18:30' },
      { day: 'WED', start: '19:00' },
    ]);
    expect(slotsOfSelection(selection, 'high')).toHaveLength(8);
  });
});

describe('pickTimeSlot: one click picks a class, a second unselects it', () => {
  it('picks the class starting at the clicked slot', () => {
    expect(pickTimeSlot([], 'MON', '19:00', 'middle')).toEqual({
      outcome: 'picked',
      selection: [MON_19],
      slot: MON_19,
      replaced: null,
    });
  });
  it('unselects the class when any of its slots is clicked again', () => {
    for (const slot of ['19:00', '19:30', '20:00', '20:30']) {
      expect(pickTimeSlot([MON_19, WED_1830], 'MON', slot, 'middle')).toEqual({
        outcome: 'unpicked',
        selection: [WED_1830],
        slot: MON_19,
      });
    }
  });
  it('replaces the class of that day ("choosing a block replaces other blocks that day")', () => {
    expect(pickTimeSlot([MON_19, WED_1830], 'MON', '21:00', 'middle')).toEqual({
      outcome: 'picked',
      selection: [{ day: 'MON', start: '21:00' }, WED_1830],
      slot: { day: 'MON', start: '21:00' },
      replaced: MON_19,
    });
    // Right after the class, outside it: a new class, not an unselect.
    expect(selectionOf(pickTimeSlot([MON_19], 'MON', '21:00', 'elementary'))).toEqual([
      { day: 'MON', start: '21:00' },
    ]);
  });
  it('refuses a start after the last one ("last start 21:00")', () => {
    expect(selectionOf(pickTimeSlot([], 'FRI', '21:00', 'high'))).toEqual([
      { day: 'FRI', start: '21:00' },
    ]);
    for (const slot of ['21:30', '22:00', '22:30']) {
      expect(pickTimeSlot([], 'FRI', slot, 'high')).toEqual({
        outcome: 'refused',
        reason: 'lastStart',
      });
    }
    // The slot of a class that runs past 21:00 still unselects it.
    expect(pickTimeSlot([{ day: 'FRI', start: '21:00' }], 'FRI', '22:30', 'high').outcome).toBe(
      'unpicked',
    );
  });
  it('lets an elementary class start until 22:00, picking two slots', () => {
    const pick = pickTimeSlot([], 'TUE', '22:00', 'elementary');
    expect(selectionOf(pick)).toEqual([{ day: 'TUE', start: '22:00' }]);
    expect(slotsOfSelection(selectionOf(pick), 'elementary')).toEqual([
      { day: 'TUE', start: '22:00' },
      { day: 'TUE', start: '22:30' },
    ]);
    expect(pickTimeSlot([], 'TUE', '22:30', 'elementary')).toEqual({
      outcome: 'refused',
      reason: 'lastStart',
    });
  });
  it('refuses a fifth class, but still replaces within the four days ("max 4 classes")', () => {
    const four = (['MON', 'TUE', 'WED', 'THU'] as const).map((day) => ({ day, start: '19:00' }));
    expect(pickTimeSlot(four, 'FRI', '19:00', 'middle')).toEqual({
      outcome: 'refused',
      reason: 'maxClasses',
    });
    expect(selectionOf(pickTimeSlot(four, 'THU', '18:30', 'middle'))).toContainEqual({
      day: 'THU',
      start: '18:30',
    });
    expect(selectionOf(pickTimeSlot(four, 'THU', '19:00', 'middle'))).toHaveLength(3);
  });
  it('keeps the selection in the order of the week', () => {
    const picked = [
      ['FRI', '19:00'],
      ['MON', '20:00'],
      ['WED', '18:30'],
    ] as const;
    let selection: EnquiryTimeSlot[] = [];
    for (const [day, start] of picked) {
      selection = selectionOf(pickTimeSlot(selection, day, start, 'middle'));
    }
    expect(selection.map((chosen) => chosen.day)).toEqual(['MON', 'WED', 'FRI']);
  });
  it('takes only the slots of the grid', () => {
    expect(() => pickTimeSlot([], 'MON', '18:00', 'middle')).toThrow(RangeError);
  });
});

describe('classesFittingGrade', () => {
  it('drops the one-hour classes a two-hour class could not start at', () => {
    const late = [
      { day: 'MON', start: '21:00' },
      { day: 'TUE', start: '21:30' },
      { day: 'WED', start: '22:00' },
    ] as const;
    expect(classesFittingGrade(late, 'middle')).toEqual([{ day: 'MON', start: '21:00' }]);
    expect(classesFittingGrade(late, 'elementary')).toEqual(late);
  });
});

describe('validateEnquiryTimeSlots (screens.md §5, the form and the mock server)', () => {
  it('accepts no class for a personal class, and what the grid makes', () => {
    expect(validateEnquiryTimeSlots([], { grade: 'high' })).toBeNull();
    expect(validateEnquiryTimeSlots([MON_19, WED_1830], { grade: 'middle' })).toBeNull();
  });
  it('accepts every selection a sequence of picks can make', () => {
    // Random clicks, as a user would make them: nothing the grid produces is refused.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const grade of ['elementary', 'middle', 'high'] as const) {
      let selection: EnquiryTimeSlot[] = [];
      for (let click = 0; click < 300; click++) {
        const day = ENQUIRY_DAYS[next(ENQUIRY_DAYS.length)] ?? 'MON';
        const slot = ENQUIRY_SLOT_STARTS[next(ENQUIRY_SLOT_STARTS.length)] ?? '18:30';
        const pick = pickTimeSlot(selection, day, slot, grade);
        if (pick.outcome !== 'refused') selection = pick.selection;
        expect(validateEnquiryTimeSlots(selection, { grade })).toBeNull();
        expect(enquirySchema.shape.timeSlots.safeParse(selection).success).toBe(true);
      }
    }
  });
  it('needs two classes for individual-pace ("min 2 weekly classes")', () => {
    const min = { key: 'valid.enquiryClassesMin', params: { min: 2 } };
    expect(validateEnquiryTimeSlots([], { grade: 'middle', individualPace: true })).toEqual(min);
    expect(validateEnquiryTimeSlots([MON_19], { grade: 'middle', individualPace: true })).toEqual(
      min,
    );
    expect(
      validateEnquiryTimeSlots([MON_19, WED_1830], { grade: 'middle', individualPace: true }),
    ).toBeNull();
  });
  it('refuses a fifth class', () => {
    const five = ENQUIRY_DAYS.map((day) => ({ day, start: '19:00' }));
    expect(validateEnquiryTimeSlots(five, { grade: 'middle' })).toEqual({
      key: 'valid.enquiryClassesMax',
      params: { max: 4 },
    });
    expect(validateEnquiryTimeSlots(five.slice(0, 4), { grade: 'middle' })).toBeNull();
  });
  it('refuses a class that ends after 23:00', () => {
    const late = [{ day: 'MON', start: '21:30' }] as const;
    expect(validateEnquiryTimeSlots(late, { grade: 'middle' })).toEqual({
      key: 'valid.enquiryLastStart',
      params: { time: '21:00' },
    });
    expect(validateEnquiryTimeSlots(late, { grade: 'elementary' })).toBeNull();
    expect(
      validateEnquiryTimeSlots([{ day: 'MON', start: '22:30' }], { grade: 'elementary' }),
    ).toEqual({ key: 'valid.enquiryLastStart', params: { time: '22:00' } });
  });
  it('refuses two classes on a day, overlapping or not', () => {
    const fault = { key: 'valid.enquiryOneClassADay' };
    expect(validateEnquiryTimeSlots([MON_19, { day: 'MON', start: '19:30' }])).toEqual(fault);
    expect(validateEnquiryTimeSlots([MON_19, MON_19])).toEqual(fault);
    expect(
      validateEnquiryTimeSlots([
        { day: 'TUE', start: '18:30' },
        { day: 'TUE', start: '21:00' },
      ]),
    ).toEqual(fault);
  });
  it('refuses a start off the grid or a day off the week', () => {
    const fault = { key: 'valid.enquiryTimeSlot' };
    for (const start of ['18:00', '19:15', '23:00', '7:00', '25:00', '']) {
      expect(validateEnquiryTimeSlots([{ day: 'MON', start }])).toEqual(fault);
    }
    const saturday = [{ day: 'SAT', start: '19:00' }] as unknown as EnquiryTimeSlot[];
    expect(validateEnquiryTimeSlots(saturday)).toEqual(fault);
  });
  it('has a message in both languages', () => {
    const fault = validateEnquiryTimeSlots([], { individualPace: true });
    expect(fault && validationMessage(fault, 'en')).toBe('Choose at least 2 classes a week.');
    expect(fault && validationMessage(fault, 'ko')).toBe('수업을 주 2회 이상 선택해 주세요.');
    const max = validateEnquiryTimeSlots(ENQUIRY_DAYS.map((day) => ({ day, start: '19:00' })));
    expect(max && validationMessage(max, 'en')).toBe('You can choose up to 4 classes a week.');
  });
});
