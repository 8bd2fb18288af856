/** The hint V8 reads on a script's first line: compile every function in the file eagerly. */
export declare const COMPILE_HINT: string
/** The chunks (paths relative to the .next folder) that pages load at startup. */
export declare function startupChunks(nextDir: string): string[]
/** Adds the hint to each startup chunk that lacks it; returns the chunks it changed. */
export declare function addCompileHints(nextDir: string): string[]
