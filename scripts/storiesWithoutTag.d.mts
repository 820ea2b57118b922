export declare const STORY_ROOTS: string[];
export declare function storyFilesWithoutTag(root: string, tag: string): string[];
export declare function storyFiles(root: string): string[];
