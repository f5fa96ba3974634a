import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_DEMO_BIO_MAX_LENGTH, profileDemoTexts as texts } from '@kusasa/domain/profile-demo-texts';
import { fillText } from '@kusasa/domain/texts';
import type { PageProps } from '../../lib/page-props';
import { Badge } from '../../components/ui/badge';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { TextareaField } from '../../components/ui/field';

/**
 * /profile-demo (seed 001): a sample profile card, a follow toggle that is not real behaviour and
 * a bio counter of 160 characters, all labelled as a demo; nothing is sent to the server.
 */
export default function ProfileDemoPage({ title }: PageProps) {
  const [following, setFollowing] = useState(false);
  const [bio, setBio] = useState<string>(texts.sample.bio);
  return (
    <Container className="grid max-w-2xl gap-6 py-8 sm:py-12">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">{title}</h1>
          <Badge tone="accent">{texts.badge}</Badge>
        </div>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{texts.intro}</p>
      </header>
      <Card className="grid gap-4 p-5 sm:p-6" role="group" aria-label="Sample profile card">
        <div className="flex flex-wrap items-center gap-4">
          <span className="flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
            <UserRound aria-hidden="true" className="size-9" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xl font-semibold text-slate-900 dark:text-white">{texts.sample.name}</p>
            <p className="text-slate-700 dark:text-slate-300">{texts.sample.headline}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{texts.sample.school}</p>
          </div>
          <Button variant={following ? 'outline' : 'primary'} aria-pressed={following} onClick={() => setFollowing((value) => !value)}>
            {following ? texts.following : texts.follow}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{texts.followNote}</p>
        <ul aria-label="Interests" className="flex flex-wrap gap-2">
          {texts.sample.interests.map((interest) => (
            <li key={interest}>
              <Badge tone="neutral">{interest}</Badge>
            </li>
          ))}
        </ul>
        <TextareaField
          id="demo-bio"
          label={texts.bioLabel}
          rows={3}
          value={bio}
          maxLength={PROFILE_DEMO_BIO_MAX_LENGTH}
          onChange={(event) => setBio(event.target.value.slice(0, PROFILE_DEMO_BIO_MAX_LENGTH))}
          hint={<span aria-live="polite">{fillText(texts.bioCounter, { n: String(bio.length), max: String(PROFILE_DEMO_BIO_MAX_LENGTH) })}</span>}
        />
      </Card>
      <div>
        <Link to="/profile-completion" className={buttonVariants()}>
          {texts.startReal}
        </Link>
      </div>
    </Container>
  );
}
