/** The demo institution's id and index (the first company of the seed). */
export const DEMO_COMPANY_ID = 'demo';
export const DEMO_COMPANY_IDX = 1;
