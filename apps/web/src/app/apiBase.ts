/** The api prefix `{api}` of foundation.md §7, from the build's environment; `/boda` by default. */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/boda';
