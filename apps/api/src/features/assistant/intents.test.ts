import { describe, expect, it } from 'vitest';
import { detectOwnDataIntent } from './intents.ts';

describe('own-data intents', () => {
  it.each([
    ['What is my APS?', 'aps'],
    ['i-APS yami ingakanani?', 'aps'],
    ['wat is my punte', 'aps'],
    ['Which programmes do I qualify for?', 'eligibility'],
    ['what courses can i get into with my marks', 'eligibility'],
    ['What do I still need to upload?', 'documents'],
    ['which of my documents are missing', 'documents'],
    ['Where is my application?', 'applications'],
    ['isicelo sami sikuphi', 'applications'],
  ])('reads "%s" as %s', (question, intent) => {
    expect(detectOwnDataIntent(question)).toBe(intent);
  });

  it.each([
    'What is APS?',
    'How does Wits count my points?',
    'How do I know if I qualify for a course?',
    'Do I qualify for NSFAS?',
    'Which documents must I upload?',
    'What does under review mean on my application?',
    'Why is my document still pending?',
    'Can Thandi see my marks?',
  ])('leaves "%s" to the knowledge base', (question) => {
    expect(detectOwnDataIntent(question)).toBeNull();
  });
});
