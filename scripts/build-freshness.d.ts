export const repoRoot: string;
export const webDist: string;
export const apiDist: string;
export const apiEntry: string;
export function webBuildIsStale(): boolean;
export function apiBuildIsStale(): boolean;
