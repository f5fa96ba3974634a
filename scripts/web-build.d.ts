export declare const repoRoot: string;
export declare const webDist: string;
export declare function webBuildIsStale(): boolean;
export declare function buildWeb(): void;
