export declare const OWN_ASSETS: string;
export declare function swapIn(next: string, target: string): void;
export declare function recordOwnAssets(nextBuild: string): void;
export declare function keepPreviousAssets(previousBuild: string, nextBuild: string): number;
export declare function installBuild(nextBuild: string, target: string): void;
export declare function buildServer(): void;
export declare function buildSite(): Promise<void>;
