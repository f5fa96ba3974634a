import { useId, useState } from 'react';
import { aiTrainingTexts as texts } from '@kusasa/domain/assistant-texts';
import type { PageProps } from '../../lib/page-props';
import { Container } from '../../components/ui/container';
import { TabList, TabPanel } from '../../components/ui/tabs';
import type { EditorTarget } from './training/knowledge-editor';
import { KnowledgePanel } from './training/knowledge-panel';
import { PreviewPanel } from './training/preview-panel';
import { QuestionsPanel } from './training/questions-panel';

type Tab = 'questions' | 'knowledge' | 'preview';
const TABS = [
  { key: 'questions', label: texts.questions },
  { key: 'knowledge', label: texts.knowledge },
  { key: 'preview', label: texts.preview },
] as const;

/**
 * /admin/ai-training (seed 002's AI Training, made real by issue 14): what learners ask (without
 * who), the answers that were weak, and the editor of the knowledge entries Thandi answers from.
 */
export default function AiTrainingPage({ title }: PageProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('questions');
  const [editor, setEditor] = useState<EditorTarget | null>(null);
  return (
    <Container className="grid gap-5 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">{title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
          Read what learners ask Thandi (names and personal numbers left out), find the questions she answered badly, and fix the knowledge entries she answers
          from. A saved entry is used from the next question, and shows on /faqs.
        </p>
      </header>
      <TabList id={id} label={texts.title} tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel id={id} tabKey={tab}>
        {tab === 'questions' && (
          <QuestionsPanel
            onAddEntry={(question) => {
              setEditor({ mode: 'create', question });
              setTab('knowledge');
            }}
          />
        )}
        {tab === 'knowledge' && <KnowledgePanel editor={editor} setEditor={setEditor} />}
        {tab === 'preview' && <PreviewPanel />}
      </TabPanel>
    </Container>
  );
}
