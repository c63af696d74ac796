/** Every error the Nu HTML Checker finds in `files`, as "file:line: message" relative to `root`. */
export declare const htmlErrors: (files: string[], root: string) => Promise<string[]>;
