export declare const GOOGLE_TAG_ORIGIN: string
export declare const POLICY_HEADER: string
export declare function inlineScriptHashes(html: string): string[]
export declare function allowsGoogleTag(): boolean
export declare function scriptSrc(hashes?: readonly string[], options?: { allowGoogleTag?: boolean }): string
export declare function pageScriptPolicy(html: string): string
export declare function withPageScriptPolicy<T>(entry: T): T
export declare function addScriptPolicyToPrerenderedPages(nextDir: string): string[]
export declare function isNotFoundPage(entry: unknown): boolean
