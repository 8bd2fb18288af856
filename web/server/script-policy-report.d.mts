export declare function reportScriptPolicy(nextDir?: string): void
