import { Smartphone, MapPinned, ShieldCheck } from 'lucide-react';
import { Section } from './section';
import { TargetFigures } from './target-figures';

const points = [
  { icon: MapPinned, title: 'Made for South Africa', text: 'APS scores, South African ID numbers, NSFAS and bursaries, and all nine provinces.' },
  { icon: Smartphone, title: 'Works on your phone', text: 'Built for mobile screens and light on data, so you can apply from anywhere.' },
  { icon: ShieldCheck, title: 'Your information, respected', text: 'We ask only for what applications need, and our Privacy Policy explains how we use it.' },
];

export function AboutSection() {
  return (
    <Section
      id="learn-more"
      tone="muted"
      eyebrow="About Kusasa"
      title="Everything after matric, in one place"
      intro={
        <p>
          Applying to study often means many forms, fees and deadlines, each with its own rules. With Kusasa you build one profile, upload your documents once,
          and follow every application, from universities to TVET colleges and SETA programmes, along with the funding to pay for it.
        </p>
      }
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <Icon aria-hidden="true" className="size-7 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <TargetFigures
        figures={[
          { value: '90%+', label: 'application success rate' },
          { value: 'R5M+', label: 'funding secured for learners' },
          { value: '95%+', label: 'documents approved first time' },
          { value: '4.8/5', label: 'learner satisfaction' },
        ]}
      />
    </Section>
  );
}
