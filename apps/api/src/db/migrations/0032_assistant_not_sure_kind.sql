-- Thandi's honest fallback is now the answer kind 'not-sure' (decision 0416); stored exchanges
-- answered with the former 'no-answer' are the same kind of answer.
UPDATE "assistant_exchanges" SET "kind" = 'not-sure' WHERE "kind" = 'no-answer';
