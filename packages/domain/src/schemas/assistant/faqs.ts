import { z } from 'zod';
import { knowledgeCategorySchema } from './common.ts';

export const faqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: knowledgeCategorySchema,
  title: z.string(),
  sourceUrl: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListSchema = z.object({ categories: z.array(knowledgeCategorySchema), faqs: z.array(faqSchema) });
export type FaqList = z.infer<typeof faqListSchema>;
