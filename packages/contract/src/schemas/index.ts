// zod schemas and inferred types of the entities (foundation.md §3, screens.md §3), the response
// envelope (foundation.md §7) and the note page JSON.
export * from './agent.ts';
export * from './board.ts';
export * from './book.ts';
export * from './codeValues.ts';
export * from './company.ts';
export * from './enquiry.ts';
export * from './enquiryMail.ts';
export * from './envelope.ts';
export * from './faq.ts';
export * from './meet.ts';
export * from './message.ts';
export * from './note.ts';
export * from './noteMarking.ts';
export * from './notePageJson.ts';
export * from './price.ts';
export * from './room.ts';
export * from './session.ts';
export * from './statistics.ts';
export * from './task.ts';
export * from './unitPriceOverlap.ts';
export * from './user.ts';
export * from './userExcel.ts';
