import { dropE2eDatabase } from './e2e-database.ts';

export default function globalTeardown() {
  dropE2eDatabase();
}
