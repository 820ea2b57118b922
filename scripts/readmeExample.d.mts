// Types of readmeExample.mjs, for its test (strict TypeScript).
export declare const README_PATH: string;
export declare const EXAMPLE_HEADING: string;
export declare function readmeFiles(markdown?: string): Record<string, string>;
