export declare function reportScriptPolicy(serverDistDir: string | undefined): void
export declare function resetScriptPolicyReport(): void
