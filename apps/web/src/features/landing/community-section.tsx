import { Building2, GraduationCap, HandCoins, Users } from 'lucide-react';
import { Card, CardText, CardTitle } from '../../components/ui/card';
import { Section } from './section';
import { TargetFigures } from './target-figures';

const groups = [
  { icon: GraduationCap, title: 'Learners', text: 'Matriculants and school leavers planning their next step.' },
  { icon: Users, title: 'Counselors and parents', text: 'The people who guide learners through choices and deadlines.' },
  { icon: Building2, title: 'Institutions', text: 'Universities, TVET colleges and SETA programmes looking for applicants.' },
  { icon: HandCoins, title: 'Sponsors', text: 'Organisations and people who fund learners’ studies.' },
];

export function CommunitySection() {
  return (
    <Section
      eyebrow="Community"
      title="No learner should apply alone"
      intro={<p>Kusasa brings learners, the people who support them, institutions and funders into one place.</p>}
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="size-7 text-emerald-700 dark:text-emerald-400" />
              <CardTitle className="mt-4">{title}</CardTitle>
              <CardText>{text}</CardText>
            </Card>
          </li>
        ))}
      </ul>
      <TargetFigures
        figures={[
          { value: '100+', label: 'students supported' },
          { value: '500+', label: 'applications submitted' },
          { value: '15+', label: 'partner institutions and funders' },
        ]}
      />
    </Section>
  );
}
