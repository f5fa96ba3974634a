import { BookOpen, Building2, Briefcase, HandCoins, Landmark } from 'lucide-react';
import { Section } from './section';

const partnerTypes = [
  { icon: Building2, title: 'Universities', text: 'Degree and diploma programmes across the country.' },
  { icon: BookOpen, title: 'TVET colleges', text: 'Practical, career-focused qualifications.' },
  { icon: Briefcase, title: 'SETAs', text: 'Learnerships, skills programmes and internships.' },
  { icon: Landmark, title: 'NSFAS', text: 'Government funding for qualifying learners.' },
  { icon: HandCoins, title: 'Bursary sponsors', text: 'Companies and foundations that fund study.' },
];

export function PartnershipsSection() {
  return (
    <Section
      eyebrow="Partnerships"
      title="Working with the organisations that shape your future"
      intro={
        <p>
          We are building partnerships across post-school education and funding, so that applying, getting funded and starting your studies takes fewer steps.
        </p>
      }
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {partnerTypes.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <Icon aria-hidden="true" className="size-7 text-emerald-700 dark:text-emerald-400" />
            <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
