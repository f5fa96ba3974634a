import { hash, verify } from '@node-rs/argon2';

// argon2id, 19 MiB, 2 passes, 1 lane: the OWASP Password Storage Cheat Sheet minimum.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);
export const verifyPassword = (hashed: string, password: string) => verify(hashed, password);
