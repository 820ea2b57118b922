import { INTRO_PAGES } from '../site/introPages.ts';

/** The enquiry form (screens.md §2.1 /intro/contact), its personal-class tab first. */
export const ENQUIRY_PATH = INTRO_PAGES.contact.path;

/** The enquiry with the individual-pace tab chosen (screens.md §2.1 "query type=PRIVATE"). */
export const PRIVATE_ENQUIRY_PATH = `${INTRO_PAGES.contact.path}?type=PRIVATE`;
